package org.gridpuzzle.experiment.service.suguru;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.gridpuzzle.experiment.port.out.data.SuguruInstance;
import org.gridpuzzle.experiment.port.in.suguru.BenchmarkSuguruCommand;
import org.gridpuzzle.experiment.port.in.suguru.BenchmarkSuguruResult;
import org.gridpuzzle.experiment.port.in.suguru.InstanceTiming;
import org.gridpuzzle.domain.Suguru;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;
import org.gridpuzzle.domain.suguru.SolveOutcome;
import org.gridpuzzle.experiment.fixtures.InMemoryBenchmarkData;
import org.gridpuzzle.fixtures.RecordingProgress;
import org.junit.jupiter.api.Test;

/** The Suguru benchmark on in-memory instances: answers compared with the answer files, the CSV written. */
class BenchmarkSuguruServiceTest {

    @Test
    void every_instance_is_timed_by_both_solvers_and_checked_against_its_answer() {
        GeneratedSuguru a = Suguru.generate(6, 6, 1);
        GeneratedSuguru b = Suguru.generate(7, 5, 2);
        IntGrid wrong = ((SolveOutcome.Solved) Suguru.solve(a.puzzle())).solution().with(0, 0);
        Path folder = InMemoryBenchmarkData.DATA.resolve("suguru/paper230");
        InMemoryBenchmarkData data = new InMemoryBenchmarkData().withSuguru(folder, List.of(
                new SuguruInstance("1.in", a.puzzle(), Optional.of(a.solution())),
                new SuguruInstance("2.in", b.puzzle(), Optional.empty()),
                new SuguruInstance("3.in", a.puzzle(), Optional.of(wrong))));
        Path csv = Path.of("times.csv");
        RecordingProgress progress = new RecordingProgress();
        BenchmarkSuguruResult r = new BenchmarkSuguruService(data, data, data, progress).run(new BenchmarkSuguruCommand(null,
                1, Duration.ofSeconds(10), 100, 1, csv));
        assertThat(r.folder()).isEqualTo(folder);
        assertThat(r.instances()).extracting(InstanceTiming::name).containsExactly("1.in", "2.in", "3.in");
        assertThat(r.instances()).extracting(InstanceTiming::fastMatchesAnswer).containsExactly(true, true, false);
        assertThat(r.instances()).extracting(InstanceTiming::size).containsExactly("6x6", "7x5", "6x6");
        assertThat(r.instances()).allMatch(t -> t.paperNanos() >= 0 && t.fastNanos() >= 0);
        assertThat(r.stripNanos()).isPositive();
        assertThat(r.generateNanos()).hasSize(1);
        assertThat(r.generateMinimalNanos()).hasSize(1);
        assertThat(data.report(csv)).hasValueSatisfying(text -> assertThat(text.lines())
                .hasSize(4).first().isEqualTo("instance,size,fast_ms,fast_nodes,paper_ms,paper_nodes"));
        assertThat(progress.reports()).anyMatch(p -> p.contains("warming up on 3 instances"));
    }

    @Test
    void without_the_shared_set_the_instance_part_is_skipped_and_said_so() {
        RecordingProgress progress = new RecordingProgress();
        InMemoryBenchmarkData data = new InMemoryBenchmarkData();
        BenchmarkSuguruResult r = new BenchmarkSuguruService(data, data, data, progress).run(new BenchmarkSuguruCommand(null,
                1, Duration.ofSeconds(1), 0, 0, null));
        assertThat(r.folder()).isNull();
        assertThat(r.instances()).isEmpty();
        assertThat(r.stripNanos()).isEqualTo(-1);
        assertThat(progress.reports()).anyMatch(p -> p.contains("no instance folder"));
    }

    @Test
    void a_csv_that_cannot_be_written_is_refused_before_anything_is_measured() {
        RecordingProgress progress = new RecordingProgress();
        GeneratedSuguru a = Suguru.generate(6, 6, 1);
        InMemoryBenchmarkData data = new InMemoryBenchmarkData().withSuguru(InMemoryBenchmarkData.DATA.resolve(
                "suguru/paper230"), List.of(new SuguruInstance("1.in", a.puzzle(), Optional.of(a.solution()))));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new BenchmarkSuguruService(data, data, data, progress)
                .run(new BenchmarkSuguruCommand(null, 1, Duration.ofSeconds(10), 100, 1, Path.of("/no/such/x.csv"))))
                .isInstanceOf(org.gridpuzzle.application.error.InvalidInputException.class)
                .hasMessageContaining("/no/such/x.csv");
        assertThat(progress.reports()).as("nothing measured").isEmpty();
    }
}
