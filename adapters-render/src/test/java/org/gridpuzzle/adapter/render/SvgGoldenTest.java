package org.gridpuzzle.adapter.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.output.OutputKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The SVG of one answer per genre against its golden file (stable output: integers, fixed decimals). After a
 * deliberate change to a picture, look at the new file, then rerun with {@code -Dgolden.update=true}.
 */
class SvgGoldenTest {

    private static final Path GOLDEN = Path.of("src/test/resources/golden");

    static Map<String, Output> samples() {
        Map<String, Output> samples = new TreeMap<>();
        samples.put("suguru", Samples.suguru());
        samples.put("floodit-board", new Output.FloodItBoard(Samples.board()));
        samples.put("floodit-moves", Samples.floodIt());
        samples.put("floodit-free-moves", Samples.floodItFree());
        samples.put("floodit-inner-pivot", Samples.floodItInnerPivot());
        samples.put("reachability", Samples.reachability());
        samples.put("sokoban", Samples.sokoban());
        samples.put("snowman", Samples.snowman());
        return samples;
    }

    static Iterable<String> names() {
        return samples().keySet();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("names")
    void the_svg_is_the_golden_one(String name) throws IOException {
        String svg = new String(new PictureAdapter().render(samples().get(name), OutputKind.SVG), StandardCharsets.UTF_8);
        Path golden = GOLDEN.resolve(name + ".svg");
        if (Boolean.getBoolean("golden.update") || !Files.exists(golden)) {
            Files.createDirectories(GOLDEN);
            Files.writeString(golden, svg);
        }
        assertThat(svg).isEqualTo(Files.readString(golden));
        assertThat(svg).startsWith("<?xml").contains("<svg xmlns=\"http://www.w3.org/2000/svg\"").endsWith("</svg>\n");
    }
}
