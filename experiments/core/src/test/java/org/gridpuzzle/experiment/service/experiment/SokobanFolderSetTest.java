package org.gridpuzzle.experiment.service.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.gridpuzzle.application.error.InvalidParameterException;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.experiment.model.ExperimentGenre;
import org.gridpuzzle.experiment.port.out.data.LocateBenchmarkDataPort;
import org.gridpuzzle.format.sokoban.XsbFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A folder given as a Sokoban set: its collection files, one after another (hostile run 12-06, L6). */
class SokobanFolderSetTest {

    @TempDir
    Path dir;

    @Test
    void a_folder_of_collections_is_their_levels_in_order() throws IOException {
        Path set = Files.createDirectory(dir.resolve("setA"));
        Files.writeString(set.resolve("a.xsb"), "; one\n#####\n#@$.#\n#####\n\n; two\n######\n#@$ .#\n######\n");
        Files.writeString(set.resolve("b.sok"), "; three\n#####\n#@$.#\n#####\n");
        List<SetInstance> levels = sets().instances(set.toString(), List.of(ExperimentGenre.SOKOBAN));
        assertThat(levels).extracting(SetInstance::name).containsExactly("a:1", "a:2", "b:1");
        assertThat(levels).extracting(SetInstance::part).containsExactly(1, 2, 1);
        assertThat(levels).extracting(SetInstance::index).containsExactly(0, 1, 2);
        assertThat(levels.get(2).file()).endsWith("b.sok");
        // positions pick across the files
        assertThat(sets().instances(set + ":2-3", List.of(ExperimentGenre.SOKOBAN))).extracting(SetInstance::name)
                .containsExactly("a:2", "b:1");
    }

    @Test
    void a_folder_of_snowman_levels_is_no_sokoban_set_and_says_so() throws IOException {
        Path set = Files.createDirectory(dir.resolve("setB"));
        Files.writeString(set.resolve("x.lvl"), "#####\n#p1.#\n#####\n");
        assertThatThrownBy(() -> sets().instances(set.toString(), List.of(ExperimentGenre.SOKOBAN)))
                .isInstanceOf(InvalidParameterException.class)
                .hasMessageContaining("holds no Sokoban collection")
                .hasMessageContaining("its .lvl files are Snowman levels");
    }

    private static ExperimentSets sets() {
        return new ExperimentSets(new Files_(), null, source -> XsbFormat.parse(source.name(),
                read(((PuzzleSource.File) source).path())), null, null, null, null);
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The folder's files by extension, sorted: all a set needs of the data port here. */
    private static final class Files_ implements LocateBenchmarkDataPort {
        @Override
        public Path locate(String relative) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Optional<Path> find(String relative) {
            return Optional.empty();
        }

        @Override
        public List<Path> listFiles(Path folder, String extension) {
            try (Stream<Path> files = Files.list(folder)) {
                return files.filter(f -> f.getFileName().toString().endsWith(extension)).sorted().toList();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public Path locateSet(String genre, String set) {
            throw new UnsupportedOperationException();
        }
    }
}
