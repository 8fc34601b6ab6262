// See the README of packages/domain. Filled in by the competition-engine work (issue 3).
export {};
