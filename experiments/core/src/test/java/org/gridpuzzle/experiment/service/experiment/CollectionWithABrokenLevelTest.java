package org.gridpuzzle.experiment.service.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;
import org.gridpuzzle.application.service.planning.CheckPlanService;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.experiment.fixtures.InMemoryBenchmarkData;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobStatus;
import org.gridpuzzle.experiment.port.in.experiment.RunExperimentCommand;
import org.gridpuzzle.experiment.port.in.experiment.RunExperimentResult;
import org.gridpuzzle.experiment.port.out.experiment.DistributeJobsPort;
import org.gridpuzzle.format.sokoban.XsbFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hostile run's L6, the lab's part: a collection whose level 2 of 4 is broken (a bad character) is a set of four
 * jobs; the broken level's job refuses it as bad input (its process exits 2), which is recorded and is no failure of
 * the run (cac7461), and the other levels run. What the lab relies on is the reader's contract
 * ({@link LoadSokobanLevelsPort#sokobanLevelsOneByOne}: every level, a broken one refused only when it is built), here
 * kept by a port that reads as the collection readers do once one bad level no longer stops the file's reading.
 */
class CollectionWithABrokenLevelTest {

    @TempDir
    Path dir;

    private static final String[] LEVELS = {"#####\n#@$.#\n#####", null, "######\n#@$ .#\n######",
        "#######\n#@$  .#\n#######"};
    private static final String[] PLANS = {"R", null, "RR", "RRR"};

    /** Four levels, the second refused when it is built, as a reader that reads one level at a time refuses it. */
    private static final LoadSokobanLevelsPort READER = new LoadSokobanLevelsPort() {
        @Override
        public List<SokobanLevel> loadSokobanLevels(PuzzleSource source) {
            throw new InvalidInputException(source.name(), 8, 4, "level 2 'two': unknown character 'X'");
        }

        @Override
        public List<Supplier<SokobanLevel>> sokobanLevelsOneByOne(PuzzleSource source) {
            List<Supplier<SokobanLevel>> out = new ArrayList<>();
            for (int i = 0; i < LEVELS.length; i++) {
                String text = LEVELS[i];
                out.add(() -> {
                    if (text == null) {
                        throw new InvalidInputException(source.name(), 8, 4, "level 2 'two': unknown character 'X'");
                    }
                    return XsbFormat.parse(source.name(), text).get(0);
                });
            }
            return out;
        }
    };

    @Test
    void the_broken_level_is_a_job_recorded_as_bad_input_and_the_others_run() throws Exception {
        Path file = Files.writeString(dir.resolve("four.xsb"), "(read by the port above)");
        InMemoryBenchmarkData data = new InMemoryBenchmarkData();
        RunExperimentServiceTest.MemoryDatabase db = new RunExperimentServiceTest.MemoryDatabase();
        RunExperimentService service = new RunExperimentService(data, data, READER, data, source -> null, data,
                (f, format) -> null, new CheckPlanService(READER, source -> null), f -> null, db, (job, cancelled) -> {
                    int part = job.part();
                    return Optional.of(PLANS[part - 1] == null
                            // the job's process refuses its level as bad input: exit 2, the command line's code
                            ? new JobOutcome(job, JobStatus.CRASH, null, null, null, 0.5, 0.5, 1, Map.of(), "m", 0, 1,
                                    "exit code 2: gridpuzzle: four.xsb:8:4: level 2 'two': unknown character 'X'")
                            : new JobOutcome(job, JobStatus.OPTIMAL, (long) PLANS[part - 1].length(), null,
                                    PLANS[part - 1], 0.5, 0.5, 1, Map.of(), "m", 0, 1, null));
                }, mock(DistributeJobsPort.class));
        RunExperimentResult r = service.run(new RunExperimentCommand(Path.of("e.db"), "t", List.of(file.toString()),
                List.of("sokoban:search"), Duration.ofSeconds(10), 256L << 20, 2, List.of(), null, null, null, null,
                null));
        assertThat(r.jobs()).isEqualTo(4);
        assertThat(r.failures()).isEmpty();
        assertThat(db.rows.keySet()).containsExactlyInAnyOrder("four/1 sokoban:search", "four/2 sokoban:search",
                "four/3 sokoban:search", "four/4 sokoban:search");
        assertThat(db.rows.get("four/2 sokoban:search").status()).isEqualTo(JobStatus.CRASH);
        assertThat(db.rows.values()).filteredOn(o -> o.job().part() != 2)
                .allSatisfy(o -> assertThat(o.status()).as(o.job().key() + ": " + o.message()).isEqualTo(JobStatus.OPTIMAL));
    }
}
