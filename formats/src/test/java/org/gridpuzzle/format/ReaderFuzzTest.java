package org.gridpuzzle.format;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.grid.InvalidModelException;
import org.gridpuzzle.format.dimacs.DimacsFormat;
import org.gridpuzzle.format.floodit.BoardFormat;
import org.gridpuzzle.format.floodit.DimacsGraphFormat;
import org.gridpuzzle.format.floodit.MovesFormat;
import org.gridpuzzle.format.gridmap.GridMapFormat;
import org.gridpuzzle.format.snowman.SnowmanLvlFormat;
import org.gridpuzzle.format.sokoban.XsbFormat;
import org.gridpuzzle.format.suguru.PaperAnsFormat;
import org.gridpuzzle.format.suguru.PaperInFormat;
import org.gridpuzzle.format.suguru.SuguruTextFormat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Mutation fuzzing of every reader: valid files, mutated a few times each (characters replaced, inserted or
 * deleted from an alphabet of what the formats use and what breaks them, lines duplicated, dropped or swapped, huge
 * or negative numbers, other scripts' digits, truncation), must be read or refused with a {@link FormatException} or
 * {@link InvalidModelException} (what the command line turns into one line and exit 2), within two seconds.
 * Anything else is a bug; the input is printed, to be added under {@code src/test/resources/fuzz-corpus/READER/}
 * where {@link #the_corpus_of_inputs_that_once_failed_is_refused_cleanly} keeps it as a regression test: there a
 * file must be refused, or read when its name starts with {@code ok-}.
 * <p>
 * {@code -Dfuzz.tries=N} sets the inputs per reader (default 300, about a second per reader in CI); the documented
 * long run is {@code mvn -pl formats test -Dtest=ReaderFuzzTest -Dfuzz.tries=10000}; {@code -Dfuzz.seed=S} varies it.
 */
class ReaderFuzzTest {

    private static final int TRIES = Integer.getInteger("fuzz.tries", 300);
    private static final long SEED = Long.getLong("fuzz.seed", 20261201L);
    private static final String[] PIECES = {"0", "1", "7", "9", "a", "z", "A", "#", ".", " ", "\n", "\r\n", "\t", "-",
        "+", "@", "$", "*", "p", "q", "'", "S", "T", "c", "e", "x", ",", ":", ";", "\u0663", "\uFF13", "\u00e9",
        "2147483648", "2147483647", "-2147483648", "99999999999", "65536", "100000", "-1", "\u0000", "%",
        // the collection formats: run lengths, row separators, .sok headers, XML tags and references
        "|", "9999", "<L>", "</L>", "<L/>", "</Level>", "<Level Id=\"x\">", "&amp;", "&#x41;", "&#99999999;", "&lt",
        "<!DOCTYPE x>", "Title:", "Comment:", "Comment-End:",
        // control characters: a terminal's escape code, a bell, a separator Java counts as white space
        "\u001b[31m", "\u0007", "\u001f"};

    private static final Map<String, Consumer<String>> READERS = Map.ofEntries(
            Map.entry("sug", t -> new SuguruTextFormat().read("f.sug", t)),
            Map.entry("in", t -> new PaperInFormat().read("f.in", t)),
            Map.entry("ans", t -> new PaperAnsFormat().read("f.ans", t)),
            Map.entry("flood", t -> new BoardFormat().read("f.flood", t)),
            Map.entry("moves", t -> MovesFormat.parse("f.moves", t, Mode.FREE)),
            Map.entry("col", t -> DimacsGraphFormat.parse("f.col", t)),
            Map.entry("map", t -> new GridMapFormat().read("f.map", t)),
            Map.entry("cnf", t -> new DimacsFormat().read("f.cnf", t)),
            Map.entry("xsb", t -> XsbFormat.parse("f.xsb", t)),
            Map.entry("sok", t -> XsbFormat.parse("f.sok", t)),
            Map.entry("slc", t -> XsbFormat.parse("f.slc", t)),
            Map.entry("lvl", t -> SnowmanLvlFormat.parse("f.lvl", t)));

    private static final Map<String, List<String>> SEEDS = Map.ofEntries(
            Map.entry("sug", List.of("AABBBC\nAAABBC\nDDEEEF\n\n13.3..\n......\n..2...\n",
                    "# c\nr1 r1 r2\nr3 r3 r2\n\n1 . 2\n. . 1\n")),
            Map.entry("in", List.of("2 3\n1 0 0\n0 0 1\n1 1 2\n1 3 2\n")),
            Map.entry("ans", List.of("1 2 1\n3 4 2\n")),
            Map.entry("flood", List.of("33141343\n14324112\n41441343\n", "ab\n0z\n")),
            Map.entry("moves", List.of("1,1:2 2,3:1\n", "1,2:a\n")),
            Map.entry("col", List.of("c path\np edge 3 2\ne 1 2\ne 2 3\n")),
            Map.entry("map", List.of("#####\n#S#T#\n#.#.#\n#####\n", "S..\n.#.\n..T\n")),
            Map.entry("cnf", List.of("c hello\nc 2 x_two\np cnf 3 2\n1 -2\n 3 0\n-1 0\n%\n0\n")),
            Map.entry("xsb", List.of("; 1 Corridor\n#######\n#@ $ .#\n#######\n\n; 2\n######\n#    #\n# #$ #\n# @ .#\n######\n")),
            Map.entry("sok", List.of("Set: x\nComment:\nrun lengths\nComment-End:\n\n1\n#######\n#     #\n# $@. #\n"
                    + "#######\nTitle: One\n\n2\n7#|#.-$-@#|#--$-.#|#-----#|7#\nTitle: Two\n",
                    "3\n  4#\n3#2-#\n#.@$2-#\n3#-$.#\n#.2#$-#\n#-#-.-2#\n#$-*2$.#\n#3-.2-#\n8#\n")),
            Map.entry("slc", List.of("<?xml version=\"1.0\"?>\n<SokobanLevels><Title>t</Title><LevelCollection>\n"
                    + "<Level Id=\"Un\" Width=\"7\" Height=\"4\">\n<L>#######</L>\n<L>#     #</L>\n<L># $@. #</L>\n"
                    + "<L>#######</L>\n</Level>\n<Level Id='D&amp;x'>\n<L>#######</L>\n<L>#.-$-@#</L>\n"
                    + "<L>#--$-.#</L>\n<L>#######</L>\n</Level>\n</LevelCollection></SokobanLevels>\n")),
            Map.entry("lvl", List.of("#######\n#.....#\n#.1.1.#\n#p....#\n#..1..#\n#######\n")));

    static Stream<Arguments> readers() {
        return READERS.keySet().stream().sorted().map(Arguments::of);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("readers")
    void mutated_files_are_read_or_refused_cleanly(String reader) {
        Random random = new Random(SEED ^ reader.hashCode());
        List<String> seeds = SEEDS.get(reader);
        for (int i = 0; i < TRIES; i++) {
            String text = seeds.get(random.nextInt(seeds.size()));
            int mutations = 1 + random.nextInt(8);
            for (int m = 0; m < mutations; m++) {
                text = mutate(text, random);
            }
            check(reader, text);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("readers")
    void the_corpus_of_inputs_that_once_failed_is_refused_cleanly(String reader) throws IOException {
        Path dir = Path.of("src/test/resources/fuzz-corpus", reader);
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.sorted().toList()) {
                String text = Files.readString(f, StandardCharsets.UTF_8);
                check(reader, text);
                // "ok-" files must be read; every other one must be refused, not read as something else
                boolean read;
                try {
                    READERS.get(reader).accept(text);
                    read = true;
                } catch (FormatException | InvalidModelException refused) {
                    read = false;
                }
                if (read != f.getFileName().toString().startsWith("ok-")) {
                    fail(reader + " reader " + (read ? "read" : "refused") + " " + f);
                }
            }
        }
    }

    private static void check(String reader, String text) {
        try {
            assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
                try {
                    READERS.get(reader).accept(text);
                } catch (FormatException | InvalidModelException expected) {
                    // a clean refusal
                }
            }, () -> reader + " reader took over 2 s on " + escape(text));
        } catch (AssertionError e) {
            throw e;
        } catch (Throwable t) {
            fail(reader + " reader failed with " + t + " on " + escape(text), t);
        }
    }

    private static String mutate(String text, Random random) {
        int n = text.length();
        int at = n == 0 ? 0 : random.nextInt(n + 1);
        String piece = PIECES[random.nextInt(PIECES.length)];
        switch (random.nextInt(8)) {
            case 0:
                return n == 0 ? piece : text.substring(0, Math.min(at, n - 1)) + piece + text.substring(Math.min(at, n - 1) + 1);
            case 1:
                return text.substring(0, at) + piece + text.substring(at);
            case 2:
                return n == 0 ? text : text.substring(0, Math.min(at, n - 1)) + text.substring(Math.min(at, n - 1) + 1);
            case 3:
                return text.substring(0, at); // truncated
            default:
                return mutateLines(text, random);
        }
    }

    private static String mutateLines(String text, Random random) {
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
        int i = random.nextInt(lines.size());
        int j = random.nextInt(lines.size());
        switch (random.nextInt(4)) {
            case 0:
                lines.add(i, lines.get(j)); // duplicated
                break;
            case 1:
                lines.remove(i);
                break;
            case 2:
                String t = lines.get(i);
                lines.set(i, lines.get(j));
                lines.set(j, t);
                break;
            default:
                // numbers made huge or negative (run lengths, sizes, counts)
                lines.set(i, lines.get(i).replaceAll("[0-9]+", PIECES[32 + random.nextInt(6)]));
        }
        return String.join("\n", lines);
    }

    private static String escape(String text) {
        StringBuilder sb = new StringBuilder("\"");
        for (char ch : text.toCharArray()) {
            sb.append(ch == '\n' ? "\\n" : ch == '\r' ? "\\r" : ch == '\t' ? "\\t" : ch == '"' ? "\\\""
                    : ch < 32 || ch > 126 ? String.format("\\u%04x", (int) ch) : String.valueOf(ch));
        }
        return sb.append('"').toString();
    }
}
