package org.gridpuzzle.adapter.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.input.PuzzleSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file whose name has bytes the locale's encoding does not have reaches Java with U+FFFD in their place (hostile
 * run, old L15: {@code bad\xff\xfename.sug} said "no such file" though it is there): reading says the name cannot be
 * named here, and writing refuses rather than create a file of another name.
 */
class FileNamesTest {

    @TempDir
    Path dir;

    @Test
    void a_name_with_bytes_that_are_not_utf8_is_said_to_be_one_not_missing() throws Exception {
        // the file exists under its bytes; Java can only make it with a shell
        Process p = new ProcessBuilder("sh", "-c", "printf '1\\n' > \"$(printf 'bad\\377\\376name.sug')\"")
                .directory(dir.toFile()).start();
        assumeTrue(p.waitFor() == 0, "no sh to make the file");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.count()).as("the file is there").isEqualTo(1);
        }
        Path asJavaGetsIt = dir.resolve("bad\uFFFD\uFFFDname.sug");
        assertThatThrownBy(() -> FormatRegistry.readText(PuzzleSource.file(asJavaGetsIt)))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageStartingWith(asJavaGetsIt + ": no such file by this name: its name has bytes that are not ")
                .hasMessageContaining("cannot be named in this locale (rename the file");
        assertThatThrownBy(() -> OutputFiles.checkWritable(asJavaGetsIt)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("cannot write: its name has bytes that are not");
        assertThatThrownBy(() -> OutputFiles.write(dir.resolve("out\uFFFD.txt"), "x")).hasMessageContaining(
                "cannot be named in this locale");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.count()).as("nothing written under another name").isEqualTo(1);
        }
        // a name that is simply not there is still just that
        assertThatThrownBy(() -> FormatRegistry.readText(PuzzleSource.file(dir.resolve("caf\u00e9.sug"))))
                .hasMessage(dir.resolve("caf\u00e9.sug") + ": no such file");
    }
}
