package org.gridpuzzle.experiment.adapter.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.gridpuzzle.experiment.model.JobSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The previous reports' old L11: after kill -9 of the runner its job folders stayed in the temporary folder, and a
 * resumed run did not remove them. A runner now removes, at its first job, the folders of this machine's runners that
 * are gone, and only those.
 */
class JobFoldersTest {

    @TempDir
    Path tmp;

    /** The pid of a process that has ended. */
    private static long deadPid() throws Exception {
        Process p = new ProcessBuilder("true").start();
        p.waitFor();
        return p.pid();
    }

    private Path folder(String name) throws Exception {
        Path dir = Files.createDirectory(tmp.resolve(name));
        Files.writeString(dir.resolve("stdout"), "what the job printed\n");
        Files.writeString(dir.resolve("stderr"), "");
        return dir;
    }

    @Test
    void the_folders_of_a_runner_that_is_gone_are_removed_and_no_other() throws Exception {
        Process alive = new ProcessBuilder("sleep", "60").start();
        try {
            Path dead = folder("gridpuzzle-job-box1-" + deadPid() + "-123");
            Path live = folder("gridpuzzle-job-box1-" + alive.pid() + "-456");
            Path mine = folder("gridpuzzle-job-box1-" + ProcessHandle.current().pid() + "-789");
            Path otherMachine = folder("gridpuzzle-job-box2-" + deadPid() + "-123");
            Path unrelated = folder("gridpuzzle-jobs-of-mine");
            assertThat(new JobFolders(tmp, "box1").sweep()).isEqualTo(1);
            assertThat(dead).doesNotExist();
            for (Path kept : List.of(live, mine, otherMachine, unrelated)) {
                assertThat(kept).exists();
            }
        } finally {
            alive.destroyForcibly();
        }
    }

    @Test
    void a_new_folder_is_named_for_this_machine_and_runner_and_private() throws Exception {
        Path dir = new JobFolders(tmp, "my-box.example").create();
        assertThat(dir.getFileName().toString()).startsWith("gridpuzzle-job-my_box.example-"
                + ProcessHandle.current().pid() + "-");
        assertThat(Files.getPosixFilePermissions(dir)).isEqualTo(PosixFilePermissions.fromString("rwx------"));
    }

    @Test
    void a_runner_removes_what_a_killed_runner_left_at_its_first_job_and_its_own_after_each() throws Exception {
        Path system = Path.of(System.getProperty("java.io.tmpdir"));
        String host = ProcessJobLauncherAdapter.hostName().replaceAll("[^A-Za-z0-9.]", "_");
        Path stale = Files.createDirectory(system.resolve("gridpuzzle-job-" + host + "-" + deadPid() + "-1"));
        Files.writeString(stale.resolve("stdout"), "");
        new ProcessJobLauncherAdapter(new JobProgram(FakeJobs.class.getName(), List.of("answer")))
                .launch(new JobSpec("t", "set", "1", 0, "/nowhere", 0, "00", "suguru:fast", 20_000, 64L << 20),
                        () -> false).orElseThrow();
        assertThat(stale).doesNotExist();
        try (var left = Files.list(system)) {
            assertThat(left.map(p -> p.getFileName().toString())).noneMatch(n -> n.startsWith("gridpuzzle-job-" + host
                    + "-" + ProcessHandle.current().pid() + "-"));
        }
    }
}
