package org.gridpuzzle.experiment.adapter.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.gridpuzzle.experiment.model.JobSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The previous reports' old L11: after kill -9 of the runner its job folders stayed in the temporary folder, and a
 * resumed run did not remove them. A runner now removes, at its first job, the folders of this machine's runners that
 * are gone, and only those: a folder whose runner's lock can be taken. A live runner in another PID namespace (a
 * container sharing the temporary folder and the host name) has a pid this one cannot see; its folder was removed.
 */
class JobFoldersTest {

    @TempDir
    Path tmp;

    /** Holds a lock on the file named, as a runner does, until its input closes: a runner of another process. */
    public static final class HoldLock {
        public static void main(String[] args) throws Exception {
            try (FileChannel channel = FileChannel.open(Path.of(args[0]), StandardOpenOption.WRITE);
                    FileLock lock = channel.lock()) {
                System.out.println("locked");
                System.out.flush();
                System.in.read(); // until the test ends
            }
        }
    }

    /** The pid of a process that has ended. */
    private static long deadPid() throws Exception {
        Process p = new ProcessBuilder("true").start();
        p.waitFor();
        return p.pid();
    }

    /** A job's folder as a runner leaves it, with its lock file (no one holding it) unless told otherwise. */
    private Path folder(String name, boolean lockFile) throws Exception {
        Path dir = Files.createDirectory(tmp.resolve(name));
        Files.writeString(dir.resolve("stdout"), "what the job printed\n");
        Files.writeString(dir.resolve("stderr"), "");
        Files.createDirectory(dir.resolve("solver")); // a folder of the job's own: removed with it
        Files.writeString(dir.resolve("solver").resolve("a.cnf"), "p cnf 1 1\n1 0\n");
        if (lockFile) {
            Files.writeString(dir.resolve(JobFolders.LOCK), "");
        }
        return dir;
    }

    /** A process of its own holding the folder's lock, as a live runner does; it has printed "locked". */
    private static Process holding(Path dir) throws Exception {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), HoldLock.class.getName(), dir.resolve(JobFolders.LOCK).toString())
                .redirectErrorStream(true).start();
        String line = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream())).readLine();
        assertThat(line).as("the other runner's first line").isEqualTo("locked");
        return p;
    }

    @Test
    void the_folders_of_a_runner_that_is_gone_are_removed_and_no_other() throws Exception {
        Path dead = folder("gridpuzzle-job-box1-" + deadPid() + "-123", true);
        Path reused = folder("gridpuzzle-job-box1-" + ProcessHandle.current().parent().orElseThrow().pid() + "-124",
                true); // its pid is a live process's now, but nothing holds its lock
        Path elsewhere = folder("gridpuzzle-job-box1-" + deadPid() + "-456", true); // a pid this namespace cannot see
        Path otherMachine = folder("gridpuzzle-job-box2-" + deadPid() + "-123", true);
        Path unrelated = folder("gridpuzzle-jobs-of-mine", false);
        Path young = folder("gridpuzzle-job-box1-" + deadPid() + "-555", false); // being made: not locked yet
        Path old = folder("gridpuzzle-job-box1-" + deadPid() + "-666", false); // of a runner that died before locking
        Files.setLastModifiedTime(old, FileTime.from(Instant.now().minus(JobFolders.UNLOCKED_GRACE).minusSeconds(5)));
        JobFolders folders = new JobFolders(tmp, "box1");
        Process other = holding(elsewhere);
        try (JobFolders.Held mine = folders.create()) {
            assertThat(folders.sweep()).isEqualTo(3);
            for (Path removed : List.of(dead, reused, old)) {
                assertThat(removed).doesNotExist();
            }
            for (Path kept : List.of(elsewhere, mine.dir(), otherMachine, unrelated, young)) {
                assertThat(kept).exists();
            }
            assertThat(elsewhere.resolve("stdout")).as("the live runner's job's files").exists();
        } finally {
            other.getOutputStream().close();
            other.waitFor(30, TimeUnit.SECONDS);
            other.destroyForcibly();
        }
        assertThat(folders.sweep()).as("the other runner is gone now").isEqualTo(1);
        assertThat(elsewhere).doesNotExist();
    }

    @Test
    void a_new_folder_is_named_for_this_machine_and_runner_private_and_removed_whole_when_closed() throws Exception {
        Path dir;
        try (JobFolders.Held held = new JobFolders(tmp, "my-box.example").create()) {
            dir = held.dir();
            assertThat(dir.getFileName().toString()).startsWith("gridpuzzle-job-my_box.example-"
                    + ProcessHandle.current().pid() + "-");
            assertThat(Files.getPosixFilePermissions(dir)).isEqualTo(PosixFilePermissions.fromString("rwx------"));
            assertThat(dir.resolve(JobFolders.LOCK)).exists();
            Files.createDirectories(dir.resolve("a/b"));
            Files.writeString(dir.resolve("a/b/c.txt"), "deep");
        }
        assertThat(dir).doesNotExist();
    }

    @Test
    void a_runner_removes_what_a_killed_runner_left_at_its_first_job_and_its_own_after_each() throws Exception {
        Path system = Path.of(System.getProperty("java.io.tmpdir"));
        String host = ProcessJobLauncherAdapter.hostName().replaceAll("[^A-Za-z0-9.]", "_");
        Path stale = Files.createDirectory(system.resolve("gridpuzzle-job-" + host + "-" + deadPid() + "-1"));
        Files.writeString(stale.resolve("stdout"), "");
        Files.writeString(stale.resolve(JobFolders.LOCK), ""); // its runner killed: nobody holds it
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
