package org.gridpuzzle.adapter.file.planning;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.application.error.UnrecognisedFormatException;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.format.snowman.SnowmanFormat;
import org.gridpuzzle.format.sokoban.CollectionFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code --format} error names the file as the user gave it, for every game (hostile run L10: Sokoban's said
 * {@code two.xsb: unknown format 'bogus'}, its base name, where Snowman's gave the path).
 */
class FormatErrorNamesTest {

    @TempDir
    Path dir;

    private final LevelFileAdapter levels = new LevelFileAdapter(new FormatRegistry(Set.of(new CollectionFormat.Text(),
            new CollectionFormat.Slc(), new SnowmanFormat())));

    @Test
    void an_unknown_format_names_the_path_as_given_for_sokoban_and_snowman() throws Exception {
        Path file = Files.writeString(Files.createDirectories(dir.resolve("some/where")).resolve("two.xsb"),
                "; One\n#####\n#@$.#\n#####\n");
        String given = file.toString();
        PuzzleSource source = PuzzleSource.file(file);
        assertThatThrownBy(() -> levels.loadSokobanLevels(source.withFormat("bogus")))
                .isInstanceOfSatisfying(UnrecognisedFormatException.class,
                        e -> org.assertj.core.api.Assertions.assertThat(e.source()).isEqualTo(given))
                .hasMessageStartingWith(given + ": unknown format 'bogus'");
        assertThatThrownBy(() -> levels.sokobanTitles(source.withFormat("lvl")))
                .hasMessageStartingWith(given + ": unknown format 'lvl'");
        assertThatThrownBy(() -> levels.loadSnowmanLevel(source.withFormat("xsb")))
                .hasMessageStartingWith(given + ": unknown format 'xsb'");
    }
}
