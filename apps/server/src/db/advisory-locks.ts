/**
 * Every fixed PostgreSQL advisory-lock key the server takes, in one place so that no two uses
 * share a key by accident. Start-up holds `startup` on a connection of its own while its work
 * (migrations, the administrator, the demo seed) runs on other connections of the same pool: a
 * lock taken inside that work with the same key would wait for itself forever (issue 24).
 */
export const ADVISORY_LOCKS = {
  migrations: 7_262_019_001,
  startup: 7_262_019_002,
  demoSeed: 7_262_019_003,
} as const;
