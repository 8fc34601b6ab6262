// Public surface of @matchday/contracts: zod schemas of API payloads and realtime events.
export {};
