package org.gridpuzzle.adapter.file.planning;

import java.util.Set;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.format.snowman.SnowmanFormat;
import org.gridpuzzle.format.sokoban.CollectionFormat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.fixtures.SharedData;
import org.junit.jupiter.api.Test;

/** Collections as their authors publish them: the reachability paper's ten sokobano.de files, and our examples. */
class PublishedCollectionsTest {

    private final LevelFileAdapter files = new LevelFileAdapter(new FormatRegistry(Set.of(new CollectionFormat.Text(),
            new CollectionFormat.Slc(),
            new SnowmanFormat())));

    @Test
    void the_ten_sets_of_the_papers_table_4_read_unchanged_with_their_titles() throws Exception {
        Optional<Path> dir = SharedData.sharedData("sokoban/sokobano-paper");
        if (dir.isEmpty()) {
            System.out.println("skipped: ../shared/data/sokoban/sokobano-paper is absent");
        }
        assumeTrue(dir.isPresent(), "../shared/data/sokoban/sokobano-paper is absent");
        Map<String, Integer> counts = new LinkedHashMap<>();
        counts.put("David_Holland_Bagatelle.sok", 20);
        counts.put("David_Holland_Cantrip.sok", 20);
        counts.put("David_Holland_Cantrip2.sok", 13);
        counts.put("Small_chessboards.sok", 40);
        counts.put("David_Holland_dh1.sok", 10);
        counts.put("GRIGoRusha_2001.sok", 100);
        counts.put("Sasquatch_IX.sok", 50);
        counts.put("Sven_Egevad,_Sharpen.sok", 153);
        counts.put("SokoStation.sok", 380);
        counts.put("TianLang.sok", 10);
        int total = 0;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            Path file = dir.get().resolve(e.getKey());
            List<SokobanLevel> levels = files.loadSokobanLevels(PuzzleSource.file(file));
            assertThat(levels).as(e.getKey()).hasSize(e.getValue());
            // every title is the file's own Title: line, in the file's order
            List<String> titles = Files.readAllLines(file, java.nio.charset.Charset.forName("windows-1252")).stream()
                    .filter(l -> l.startsWith("Title:")).map(l -> l.substring(6).strip()).toList();
            assertThat(levels).extracting(SokobanLevel::title).as(e.getKey()).containsExactlyElementsOf(titles);
            total += levels.size();
        }
        assertThat(total).isEqualTo(796);
        assertThat(files.loadSokobanLevels(PuzzleSource.file(dir.get().resolve("David_Holland_Bagatelle.sok")))
                .get(0).title()).isEqualTo("small2");
    }

    @Test
    void our_windows_1252_example_prints_its_accented_titles() {
        Path examples = examples();
        List<SokobanLevel> sok = files.loadSokobanLevels(PuzzleSource.file(examples.resolve("collection.sok")));
        assertThat(sok).extracting(SokobanLevel::title).containsExactly("Café crème", "Zweimal übers Eck",
                "Boîte à goals");
        List<SokobanLevel> slc = files.loadSokobanLevels(PuzzleSource.file(examples.resolve("collection.slc")));
        assertThat(slc).extracting(SokobanLevel::title).containsExactly("Un", "Deux");
        assertThat(slc.get(1).draw(slc.get(1).start())).isEqualTo(sok.get(1).draw(sok.get(1).start()));
    }

    private static Path examples() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("examples/sokoban"))) {
                return p.resolve("examples/sokoban");
            }
        }
        throw new IllegalStateException("no examples/sokoban above " + Path.of("").toAbsolutePath());
    }

    @Test
    void a_broken_level_is_refused_by_name_while_the_others_of_its_collection_still_read(
            @org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("bad.sok"), "#####\n#@$.#\n#####\nTitle: Good one\n\n"
                + "#####\n#$. #\n#####\nTitle: Lost player\n\n######\n#@$ .#\n######\nTitle: Good two\n");
        PuzzleSource source = PuzzleSource.file(file);
        assertThat(files.sokobanLevelsOneByOne(source)).hasSize(3);
        assertThat(files.loadSokobanLevel(source, 3).title()).isEqualTo("Good two");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> files.loadSokobanLevel(source, 2))
                .hasMessage(file + ":6: level 2 'Lost player' has no player (@ or +)");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> files.loadSokobanLevels(source))
                .hasMessageContaining("level 2 'Lost player'");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> files.loadSokobanLevel(source, 4))
                .hasMessageContaining("there is no level 4 (the file has 3)");
    }
}
