package org.gridpuzzle.adapter.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.gridpuzzle.application.input.PuzzleSource;
import java.util.List;
import java.util.Set;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.UnrecognisedFormatException;
import org.gridpuzzle.format.PuzzleFormat;
import org.gridpuzzle.format.Tokens;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FormatRegistryTest {

    /** Reads a list of numbers; two formats differ only in their extensions. */
    private record Numbers(String name, List<String> extensions) implements PuzzleFormat<int[]> {
        @Override
        public String genre() {
            return "NUMBERS";
        }

        @Override
        public String description() {
            return "numbers";
        }

        @Override
        public Class<int[]> modelType() {
            return int[].class;
        }

        @Override
        public int[] read(String source, String text) {
            Tokens t = new Tokens(source, text);
            int n = t.nextInt("count", 0, 100);
            int[] v = new int[n];
            for (int i = 0; i < n; i++) {
                v[i] = t.nextInt("value " + (i + 1));
            }
            t.expectEnd("the values");
            return v;
        }

        @Override
        public String write(int[] model) {
            return model.length + "\n";
        }
    }

    private final FormatRegistry registry = new FormatRegistry(Set.of(
            new Numbers("plain", List.of(".num")), new Numbers("special", List.of(".special.num"))));

    @Test
    void chooses_by_longest_matching_extension() {
        assertThat(registry.choose(int[].class, "a.NUM", null).name()).isEqualTo("plain");
        assertThat(registry.choose(int[].class, "a.special.num", null).name()).isEqualTo("special");
    }

    @Test
    void format_name_overrides_extension() {
        assertThat(registry.choose(int[].class, "a.txt", "special").name()).isEqualTo("special");
    }

    @Test
    void a_file_of_unknown_format_is_named_by_its_path_as_given(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("x.bin"), "1 2\n");
        assertThatThrownBy(() -> registry.read(int[].class, PuzzleSource.file(file), null))
                .isInstanceOf(UnrecognisedFormatException.class)
                .hasMessageStartingWith(file + ": cannot tell the format");
    }

    @Test
    void unknown_extension_lists_the_known_formats() {
        assertThatThrownBy(() -> registry.choose(int[].class, "a.txt", null))
                .isInstanceOfSatisfying(UnrecognisedFormatException.class, e -> {
                    assertThat(e.requested()).isNull();
                    assertThat(e.known()).containsExactly("plain (.num)", "special (.special.num)");
                })
                .hasMessage("a.txt: cannot tell the format from the file name; known: plain (.num), special (.special.num)");
        assertThatThrownBy(() -> registry.choose(int[].class, "a.num", "xml"))
                .isInstanceOfSatisfying(UnrecognisedFormatException.class, e -> assertThat(e.requested()).isEqualTo("xml"))
                .hasMessageContaining("unknown format 'xml'");
    }

    @Test
    void reads_files_and_reports_errors_with_line_and_column(@TempDir Path dir) throws Exception {
        Path good = Files.writeString(dir.resolve("good.num"), "3\n1 2 3\n");
        assertThat(registry.read(int[].class, PuzzleSource.file(good), null)).containsExactly(1, 2, 3);

        Path bad = Files.writeString(dir.resolve("bad.num"), "3\n1 x 3\n");
        assertThatThrownBy(() -> registry.read(int[].class, PuzzleSource.file(bad), null))
                .isInstanceOfSatisfying(InvalidInputException.class, e -> {
                    assertThat(e.line()).contains(2);
                    assertThat(e.column()).contains(3);
                })
                .hasMessage(bad + ":2:3: expected value 2 (a whole number), found 'x'");

        Path shortFile = Files.writeString(dir.resolve("short.num"), "3\n1 2");
        assertThatThrownBy(() -> registry.read(int[].class, PuzzleSource.file(shortFile), null))
                .hasMessage(shortFile + ":2:4: expected value 3 but the file ended");

        Path extra = Files.writeString(dir.resolve("extra.num"), "1\n5\n\n  7");
        assertThatThrownBy(() -> registry.read(int[].class, PuzzleSource.file(extra), null))
                .hasMessage(extra + ":4:3: unexpected '7' after the values");

        assertThatThrownBy(() -> registry.read(int[].class, PuzzleSource.file(dir.resolve("missing.num")), null))
                .hasMessage(dir.resolve("missing.num") + ": no such file");
    }

    @Test
    void reads_texts_by_their_name_without_a_file() {
        assertThat(registry.read(int[].class, PuzzleSource.text("given.num", "2\n4 5\n"), null)).containsExactly(4, 5);
        assertThatThrownBy(() -> registry.read(int[].class, PuzzleSource.text("request/given.num", "2\n4 x\n"), null))
                .hasMessage("request/given.num:2:3: expected value 2 (a whole number), found 'x'");
        assertThatThrownBy(() -> registry.read(int[].class, PuzzleSource.text("given.txt", "1\n1\n"), null))
                .isInstanceOf(UnrecognisedFormatException.class).hasMessageContaining("given.txt");
    }

    @Test
    void range_errors_name_the_allowed_range() {
        assertThatThrownBy(() -> new Tokens("f", "101").nextInt("count", 0, 100))
                .hasMessage("f:1:1: count must be between 0 and 100, found 101");
    }
}
