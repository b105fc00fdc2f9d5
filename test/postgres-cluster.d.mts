/** `PG_BIN` if set, else the newest Debian-installed PostgreSQL that has the server binaries. */
export function findPostgresBin(): string | undefined;

export interface PostgresCluster {
  /** Connects as the superuser to the `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

/** A throwaway cluster in a temp folder, on a free port, with durability turned off for speed. */
export function startPostgresCluster(bin: string): Promise<PostgresCluster>;
