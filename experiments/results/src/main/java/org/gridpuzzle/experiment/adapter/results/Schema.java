package org.gridpuzzle.experiment.adapter.results;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The schema and its migrations: {@code schema_version} holds the version reached; the migrations run in the same
 * transaction as the version's update, so a database is at its old version or the latest, never between.
 */
final class Schema {

    /** Migration i takes the database from version i to i + 1. */
    private static final List<List<String>> MIGRATIONS = List.of(
            List.of("CREATE TABLE experiment (name TEXT PRIMARY KEY, sets TEXT NOT NULL, configs TEXT NOT NULL,"
                    + " limit_ms INTEGER NOT NULL, memory_bytes INTEGER NOT NULL, created TEXT NOT NULL)",
                    "CREATE TABLE result (experiment TEXT NOT NULL REFERENCES experiment(name), set_name TEXT NOT NULL,"
                    + " instance TEXT NOT NULL, position INTEGER NOT NULL, instance_hash TEXT NOT NULL,"
                    + " file TEXT NOT NULL, part INTEGER NOT NULL, config TEXT NOT NULL, status TEXT NOT NULL,"
                    + " value INTEGER, lower_bound INTEGER, answer TEXT, wall_s REAL NOT NULL, cpu_s REAL NOT NULL,"
                    + " peak_rss_bytes INTEGER NOT NULL, statistics TEXT NOT NULL, machine TEXT, started_ms INTEGER,"
                    + " ended_ms INTEGER, message TEXT, PRIMARY KEY (experiment, set_name, instance, config))"));

    static final int VERSION = MIGRATIONS.size();

    private Schema() {
    }

    /**
     * Brings the database to {@link #VERSION}; refuses a database of a later version. Two processes may open a new
     * file at once (a run and a report): the migration takes the write lock first ({@code BEGIN IMMEDIATE}) and reads
     * the version again under it, so the second waits and then finds nothing to do.
     */
    static void migrate(Connection c, String file) throws SQLException {
        if (hasVersionTable(c) && version(c) == VERSION) {
            return; // the common case, and a reader's: nothing to write, no lock to wait for
        }
        try (Statement s = c.createStatement()) {
            s.execute("BEGIN IMMEDIATE");
            try {
                s.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
                int version = version(c);
                if (version > VERSION) {
                    throw new SchemaTooNewException(file + ": the results database has schema version " + version
                            + "; this gridpuzzle knows up to " + VERSION);
                }
                for (int v = version; v < VERSION; v++) {
                    for (String sql : MIGRATIONS.get(v)) {
                        s.execute(sql);
                    }
                }
                if (version < VERSION) {
                    s.execute("DELETE FROM schema_version");
                    s.execute("INSERT INTO schema_version VALUES (" + VERSION + ")");
                }
                s.execute("COMMIT");
            } catch (SQLException | RuntimeException e) {
                s.execute("ROLLBACK");
                throw e;
            }
        }
    }

    /** For a reader, which changes nothing: the database must be at {@link #VERSION} already. */
    static void check(Connection c, String file) throws SQLException {
        if (!hasVersionTable(c)) {
            throw new SQLException("it holds no gridpuzzle results (no schema_version table)");
        }
        int version = version(c);
        if (version > VERSION) {
            throw new SchemaTooNewException(file + ": the results database has schema version " + version
                    + "; this gridpuzzle knows up to " + VERSION);
        }
        if (version < VERSION) {
            throw new SQLException("it has the older schema version " + version + "; `experiment run` upgrades it");
        }
    }

    private static boolean hasVersionTable(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'")) {
            return r.next() && r.getInt(1) == 1;
        }
    }

    static int version(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT max(version) FROM schema_version")) {
            return r.next() ? r.getInt(1) : 0;
        }
    }

    /** A database written by a later version of gridpuzzle. */
    static final class SchemaTooNewException extends SQLException {

        private static final long serialVersionUID = 1L;

        SchemaTooNewException(String message) {
            super(message);
        }
    }
}
