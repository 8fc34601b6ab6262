export * from './proration.ts';
