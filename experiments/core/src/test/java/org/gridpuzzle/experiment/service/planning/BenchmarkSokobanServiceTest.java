package org.gridpuzzle.experiment.service.planning;

import org.gridpuzzle.domain.planning.PlanStop;
import org.gridpuzzle.domain.planning.PlanOutcome;
import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.gridpuzzle.adapter.sat.SatBackendAdapter;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.planning.LevelPlan;
import org.gridpuzzle.application.port.in.planning.PlanBackend;
import org.gridpuzzle.application.port.in.planning.PlanGameResult;
import org.gridpuzzle.application.service.planning.PlanGameService;
import org.gridpuzzle.experiment.port.in.planning.BenchmarkSokobanCommand;
import org.gridpuzzle.experiment.port.in.planning.BenchmarkSokobanResult;
import org.gridpuzzle.experiment.port.in.planning.ConfigurationRun;
import org.gridpuzzle.experiment.port.in.planning.SokobanConfiguration;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.experiment.fixtures.InMemoryBenchmarkData;
import org.gridpuzzle.format.TextFormats;
import org.gridpuzzle.fixtures.InMemoryLevels;
import org.gridpuzzle.fixtures.InMemorySatFiles;
import org.gridpuzzle.fixtures.RecordingProgress;
import org.junit.jupiter.api.Test;

/** The Sokoban benchmark over the real planner (Sat4j) on in-memory levels: its totals against a hand count. */
class BenchmarkSokobanServiceTest {

    @Test
    void par2_solved_proved_and_the_commonly_solved_levels_match_a_hand_count() {
        // level 1: two pushes; level 2: the box sits in a corner, so no plan exists (refuted up to the step cap)
        Path xsb = InMemoryBenchmarkData.DATA.resolve("sokoban/tiny/levels.xsb");
        List<SokobanLevel> two = TextFormats.sokoban("; Two\n######\n#@$ .#\n######\n\n; Stuck\n#####\n#$ .#\n#  @#\n#####\n");
        InMemoryLevels levels = new InMemoryLevels().withSokoban(xsb, two.get(0), two.get(1));
        PlanGameService planner = new PlanGameService(levels, levels, new SatBackendAdapter(new RecordingProgress()), new InMemorySatFiles(),
                new RecordingProgress(), (query, limits) -> {
                    throw new AssertionError("the benchmark plans by SAT");
                });
        List<SokobanConfiguration> configurations = List.of(
                new SokobanConfiguration(new PlanOptions(PlanStrategy.SEQUENTIAL, EncodingKind.PATH, 6, true),
                        null),
                new SokobanConfiguration(new PlanOptions(PlanStrategy.PARALLEL, EncodingKind.TREE, 6, true),
                        null));
        List<ConfigurationRun> told = new ArrayList<>();
        Duration limit = Duration.ofSeconds(20);
        BenchmarkSokobanResult r = new BenchmarkSokobanService(new InMemoryBenchmarkData(), planner).run(
                new BenchmarkSokobanCommand("tiny", null, null, configurations, "sat4j", limit, null, told::add));

        assertThat(r.file()).isEqualTo("levels.xsb");
        assertThat(told).isEqualTo(r.runs());
        assertThat(r.runs()).hasSize(2);
        for (ConfigurationRun run : r.runs()) {
            assertThat(run.levels()).hasSize(2);
            LevelPlan solved = run.levels().get(0);
            LevelPlan stuck = run.levels().get(1);
            assertThat(solved.solved()).isTrue();
            assertThat(stuck.solved()).isFalse();
            assertThat(run.solved()).isEqualTo(1);
            assertThat(run.pushes()).isEqualTo(2);
            assertThat(run.unsolved()).containsExactly(2);
            assertThat(run.proved()).isEqualTo(solved.outcome().optimal() ? 1 : 0);
            // PAR-2: the solved level's time plus twice the limit for the unsolved one
            assertThat(run.par2Seconds()).isCloseTo(solved.nanos() / 1e9 + 2 * 20.0, offset(1e-9));
        }
        assertThat(r.runs().get(0).proved()).isEqualTo(1);
        assertThat(r.runs().get(0).label()).isEqualTo("sequential/path");
        assertThat(r.commonlySolved()).containsExactly(0);
        for (int i = 0; i < 2; i++) {
            assertThat(r.commonSeconds().get(i)).isEqualTo(r.runs().get(i).levels().get(0).nanos() / 1e9);
        }
    }

    @Test
    void a_configuration_deciding_one_bound_counts_a_refuted_bound_as_an_answer_not_as_unsolved() {
        PlanGameResult r = new PlanGameResult("clasp (test)", null, List.of(
                level(1, new PlanOutcome("R", 1, false, 1, null, null, 1, 0, 0, 0), 1.0),
                level(2, new PlanOutcome(null, -1, false, 4, PlanStop.REFUTED, "no plan of at most 3 steps", 1, 0, 0, 0), 2.0),
                level(3, new PlanOutcome(null, -1, false, 1, PlanStop.TIME_LIMIT, "time limit reached at 3 steps", 1, 0, 0, 0), 20.0)));
        SokobanConfiguration decide = new SokobanConfiguration(PlanOptions.of(PlanStrategy.SEQUENTIAL, null,
                1000, true), new PlanBackend(PlanBackend.Kind.ASP, "competition", PlanBackend.TITLE_BOUND));
        ConfigurationRun run = BenchmarkSokobanService.totals(decide, r, 20.0);
        assertThat(run.solved()).isEqualTo(1);
        assertThat(run.refuted()).isEqualTo(1);
        assertThat(run.unsolved()).containsExactly(3);
        assertThat(run.par2Seconds()).isCloseTo(1.0 + 2.0 + 2 * 20.0, offset(1e-9));
        assertThat(run.label()).isEqualTo("asp/competition@K");
        // an ascent that runs out of steps has not decided anything it was asked
        ConfigurationRun ascent = BenchmarkSokobanService.totals(new SokobanConfiguration(decide.options(),
                new PlanBackend(PlanBackend.Kind.ASP, "competition", 0)), r, 20.0);
        assertThat(ascent.refuted()).isZero();
        assertThat(ascent.unsolved()).containsExactly(2, 3);
    }

    private static LevelPlan level(int index, PlanOutcome outcome, double seconds) {
        return new LevelPlan(index, "level " + index, outcome, (long) (seconds * 1e9), new Output.Text(""));
    }
}
