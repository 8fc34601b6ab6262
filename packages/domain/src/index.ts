// Public surface of @matchday/domain: pure functions only (no I/O, no clock, no randomness without a seed).
export {};
