package org.gridpuzzle.application.service.puzzle;

import org.gridpuzzle.application.input.PuzzleSource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.gridpuzzle.application.service.TestModels.board;
import static org.gridpuzzle.application.service.TestModels.snowman;
import static org.gridpuzzle.application.service.TestModels.sokoban;
import static org.gridpuzzle.application.service.TestModels.suguru;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.NoSuchLevelException;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.puzzle.Genre;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleCommand;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleResult;
import org.gridpuzzle.application.port.out.floodit.LoadFloodItBoardPort;
import org.gridpuzzle.application.port.out.planning.LoadSnowmanLevelPort;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;
import org.gridpuzzle.application.port.out.reachability.LoadGridMapPort;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruPuzzlePort;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.GridMap;
import org.gridpuzzle.domain.reachability.MarkedGridMap;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.junit.jupiter.api.Test;

class ReadPuzzleServiceTest {

    private final LoadSuguruPuzzlePort suguruPort = mock(LoadSuguruPuzzlePort.class);
    private final LoadFloodItBoardPort boardPort = mock(LoadFloodItBoardPort.class);
    private final LoadGridMapPort mapPort = mock(LoadGridMapPort.class);
    // the port's default methods (levels one by one, with their errors) run as written, over the stubbed list
    private final LoadSokobanLevelsPort sokobanPort = mock(LoadSokobanLevelsPort.class, org.mockito.Mockito
            .withSettings().defaultAnswer(call -> call.getMethod().isDefault() ? call.callRealMethod()
                    : org.mockito.Mockito.RETURNS_DEFAULTS.answer(call)));
    private final LoadSnowmanLevelPort snowmanPort = mock(LoadSnowmanLevelPort.class);
    private final ReadPuzzleService service = new ReadPuzzleService(suguruPort, boardPort, mapPort, sokobanPort, snowmanPort);
    private final PuzzleSource file = PuzzleSource.file(Path.of("input.txt"));

    private ReadPuzzleResult read(Genre genre, Integer level) {
        return service.read(new ReadPuzzleCommand(genre, file, null, null, level));
    }

    @Test
    void a_suguru_is_described_and_drawn_with_its_givens() {
        SuguruPuzzle p = suguru(new String[] {"AAB", "ACB"}, "1..", "..1");
        when(suguruPort.loadPuzzle(file, null)).thenReturn(p);
        ReadPuzzleResult r = read(Genre.SUGURU, null);
        assertThat(r.summary()).isEqualTo("2×3, 3 regions (largest 3), 2 givens");
        assertThat(r.picture()).isEqualTo(new Output.SuguruGrid(p, p.givens(), List.of()));
    }

    @Test
    void a_board_counts_its_colours_and_components() {
        var b = board("112", "211");
        when(boardPort.loadBoard(file, null)).thenReturn(b);
        ReadPuzzleResult r = read(Genre.FLOODIT, null);
        assertThat(r.summary()).isEqualTo("2×3, 2 colours, 3 components");
        assertThat(r.picture()).isInstanceOf(Output.FloodItBoard.class);
        // counted on the cells: no graph (112 bytes a cell while built) for a board that is only read
        assertThat(b.graphBuilt()).isFalse();
    }

    @Test
    void a_map_names_its_end_points_or_says_they_are_missing() {
        GridMap map = new GridMap(GridShape.of(2, 2), new boolean[] {true, true, false, true});
        when(mapPort.loadMap(file)).thenReturn(new MarkedGridMap(map, Optional.of(new Position(0, 0)), Optional.empty()));
        ReadPuzzleResult r = read(Genre.MAP, null);
        assertThat(r.summary()).isEqualTo("2×2, 3 open cells, source r1c1, no target mark 'T'");
        assertThat(((Output.Reachability) r.picture()).from()).isEqualTo(new Position(0, 0));
        assertThat(((Output.Reachability) r.picture()).to()).isNull();
    }

    @Test
    void a_sokoban_file_lists_its_levels_and_draws_the_one_asked_for() {
        when(sokobanPort.loadSokobanLevels(file)).thenReturn(List.of(sokoban("One", "#####", "#@$.#", "#####"),
                sokoban("Two", "#######", "#@$$..#", "#######")));
        ReadPuzzleResult r = read(Genre.SOKOBAN, 2);
        assertThat(r.levels()).containsExactly("One", "Two");
        assertThat(r.summary()).isEqualTo("level 2 of 2 'Two': 3×7, 2 boxes");
        assertThatThrownBy(() -> read(Genre.SOKOBAN, 3)).isInstanceOf(NoSuchLevelException.class)
                .hasMessageContaining("no level 3");
    }

    @Test
    void a_broken_level_blocks_the_whole_file_read_but_not_a_level_asked_for_by_number_or_title() {
        InvalidInputException bad = new InvalidInputException("input.txt", 8, 4, "level 2 'Bad': unknown character 'X'");
        when(sokobanPort.sokobanLevelsOneByOne(file)).thenReturn(List.of(() -> sokoban("One", "#####", "#@$.#",
                "#####"), () -> {
                    throw bad;
                }, () -> sokoban("Three", "#####", "#.$@#", "#####")));
        when(sokobanPort.sokobanTitles(file)).thenReturn(List.of("One", "Bad", "Three"));
        assertThatThrownBy(() -> read(Genre.SOKOBAN, null)).isSameAs(bad);
        assertThat(read(Genre.SOKOBAN, 1).summary()).isEqualTo("level 1 of 3 'One': 3×5, 1 box");
        ReadPuzzleResult third = service.read(new ReadPuzzleCommand(Genre.SOKOBAN, file, null, null, null, "three"));
        assertThat(third.summary()).startsWith("level 3 of 3 'Three'");
        assertThat(third.levels()).containsExactly("One", "Bad", "Three");
        assertThatThrownBy(() -> read(Genre.SOKOBAN, 2)).isSameAs(bad);
    }

    @Test
    void a_snowman_level_counts_balls_and_snowmen() {
        when(snowmanPort.loadSnowmanLevel(file)).thenReturn(snowman("#######", "#p111 #", "#######"));
        ReadPuzzleResult r = read(Genre.SNOWMAN, null);
        assertThat(r.summary()).isEqualTo("3×7, 3 balls, 1 snowman to build");
        assertThat(r.picture()).isEqualTo(new Output.SnowmanPlan(snowmanPort.loadSnowmanLevel(file), ""));
    }

    @Test
    void reader_errors_pass_through_unchanged() {
        InvalidInputException bad = new InvalidInputException("input.txt", 3, 4, "unknown colour 'x'");
        when(boardPort.loadBoard(file, null)).thenThrow(bad);
        assertThatThrownBy(() -> read(Genre.FLOODIT, null)).isSameAs(bad);
    }
}
