package org.gridpuzzle.lab.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.app.CliRun;
import org.gridpuzzle.lab.LabRun;
import org.gridpuzzle.fixtures.SharedData;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Refused runs: one line, exit 2, and the database exactly as it was. */
class ExperimentBadInputIT {

    @TempDir
    Path dir;

    private Path db;
    private byte[] before;

    @BeforeEach
    void one_recorded_experiment() throws Exception {
        assumeTrue(SharedData.sharedData("suguru/paper230").isPresent(), "shared/data/suguru/paper230 is absent");
        db = dir.resolve("e.db");
        CliRun first = run("--set", "paper230:1-2", "--config", "suguru:fast");
        assertThat(first.exitCode()).as(first.err()).isZero();
        checkpoint();
        before = Files.readAllBytes(db);
    }

    /** Folds the write-ahead log into the file, so that its bytes are the whole database. */
    private void checkpoint() throws Exception {
        try (var c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + db);
                var s = c.createStatement()) {
            s.execute("PRAGMA wal_checkpoint(TRUNCATE)");
        }
    }

    private CliRun run(String... args) {
        List<String> all = new ArrayList<>(List.of("experiment", "run", "--db", db.toString(), "--memory", "256m", "-q"));
        if (!List.of(args).contains("--limit")) {
            all.addAll(List.of("--limit", "20s"));
        }
        all.addAll(List.of(args));
        return LabRun.of(all.toArray(String[]::new));
    }

    private void refused(CliRun r, String... words) throws Exception {
        assertThat(r.exitCode()).as(r.out() + r.err()).isEqualTo(2);
        assertThat(r.errLines()).as(r.err()).isEqualTo(1);
        assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
        for (String w : words) {
            assertThat(r.err()).contains(w);
        }
        checkpoint();
        assertThat(Files.readAllBytes(db)).as("the database is unchanged").isEqualTo(before);
    }

    @Test
    void an_unknown_set() throws Exception {
        refused(run("--set", "nosuchset", "--config", "suguru:fast"), "nosuchset", "no such set");
    }

    @Test
    void an_unknown_configuration() throws Exception {
        refused(run("--set", "paper230:1-2", "--config", "suguru:quantum"), "suguru:quantum", "not a Suguru solver");
        refused(run("--set", "paper230:1-2", "--config", "chess:fast"), "chess:fast", "genre");
        refused(run("--set", "paper230:1-2", "--config", "sokoban:sideways:path"), "sideways");
    }

    @Test
    void a_negative_limit_and_a_range_beyond_the_set() throws Exception {
        refused(run("--set", "paper230:1-2", "--config", "suguru:fast", "--limit", "-1"), "--limit", "-1");
        refused(run("--set", "paper230:1-999", "--config", "suguru:fast"), "instances");
    }

    @Test
    void the_same_experiment_with_another_limit() throws Exception {
        refused(run("--set", "paper230:1-2", "--config", "suguru:fast", "--limit", "5s"), "would not compare");
    }

    @Test
    void a_cluster_that_does_not_answer() throws Exception {
        Path secret = ClusterSecrets.file(dir, "a secret long enough for a cluster");
        refused(run("--set", "paper230:1-2", "--config", "suguru:fast", "--cluster", "127.0.0.1:5999", "--secret-file",
                secret.toString()), "127.0.0.1:5999");
    }

    @Test
    void a_cluster_without_a_secret() throws Exception {
        refused(run("--set", "paper230:1-2", "--config", "suguru:fast", "--cluster", "127.0.0.1:5999"),
                "--secret-file", "GRIDPUZZLE_CLUSTER_SECRET");
    }

    @Test
    void a_cluster_secret_others_may_read() throws Exception {
        Path secret = ClusterSecrets.file(dir, "a secret long enough for a cluster");
        Files.setPosixFilePermissions(secret, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        refused(run("--set", "paper230:1-2", "--config", "suguru:fast", "--cluster", "127.0.0.1:5999", "--secret-file",
                secret.toString()), secret.toString(), "chmod 600");
    }

    @Test
    void a_cluster_secret_too_short() throws Exception {
        Path secret = ClusterSecrets.file(dir, "short");
        refused(run("--set", "paper230:1-2", "--config", "suguru:fast", "--cluster", "127.0.0.1:5999", "--secret-file",
                secret.toString()), secret.toString(), "at least 16");
    }

    @Test
    void an_unreadable_database() throws Exception {
        Path text = dir.resolve("notes.db");
        Files.writeString(text, "these are my notes, not a database\n".repeat(100));
        byte[] mine = Files.readAllBytes(text);
        CliRun r = LabRun.of("experiment", "run", "--db", text.toString(), "--set", "paper230:1-2", "--config",
                "suguru:fast", "-q");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.errLines()).isEqualTo(1);
        assertThat(r.err()).contains("notes.db").contains("not an SQLite database");
        assertThat(Files.readAllBytes(text)).isEqualTo(mine);
        CliRun report = LabRun.of("experiment", "report", "--db", dir.resolve("absent.db").toString());
        assertThat(report.exitCode()).isEqualTo(2);
        assertThat(report.errLines()).isEqualTo(1);
        assertThat(Files.exists(dir.resolve("absent.db"))).isFalse();
    }

    @Test
    void a_worker_pointed_at_a_dead_address() throws Exception {
        Path secret = ClusterSecrets.file(dir, "a secret long enough for a cluster");
        CliRun r = LabRun.of("experiment", "worker", "--join", "127.0.0.1:5998", "--port", "5997", "--secret-file",
                secret.toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.errLines()).as(r.err()).isEqualTo(1);
        assertThat(r.err()).contains("127.0.0.1:5998");
    }
}
