package org.gridpuzzle.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run's folder is removed whole: it went one level deep and stopped at the first error (a folder in it). */
class ScratchFolderTest {

    @TempDir
    Path tmp;

    @Test
    void a_folder_is_removed_at_every_depth_and_links_are_not_followed() throws Exception {
        Path outside = Files.writeString(tmp.resolve("outside.txt"), "not the run's");
        Path outsideFolder = Files.createDirectory(tmp.resolve("outside"));
        Files.writeString(outsideFolder.resolve("kept.txt"), "not the run's either");
        Path run = Files.createDirectory(tmp.resolve("run"));
        Files.writeString(run.resolve("a.cnf"), "p cnf 1 1\n1 0\n");
        Path deep = Files.createDirectories(run.resolve("sub/deeper"));
        Files.writeString(deep.resolve("model.txt"), "v 1 0\n");
        Files.writeString(run.resolve("sub/z.txt"), "z");
        Files.createSymbolicLink(run.resolve("link-to-file"), outside);
        Files.createSymbolicLink(run.resolve("link-to-folder"), outsideFolder);
        Files.writeString(run.resolve("zz-after-the-folder.txt"), "");

        ScratchFolder.deleteQuietly(run);

        assertThat(run).doesNotExist();
        assertThat(outside).hasContent("not the run's");
        assertThat(outsideFolder.resolve("kept.txt")).exists();
        ScratchFolder.deleteQuietly(tmp.resolve("never-made"));
        ScratchFolder.deleteQuietly(null);
    }
}
