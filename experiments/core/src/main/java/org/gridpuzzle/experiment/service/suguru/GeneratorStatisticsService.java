package org.gridpuzzle.experiment.service.suguru;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.domain.suguru.GenerateRequest;
import org.gridpuzzle.experiment.error.BenchmarkCancelledException;
import org.gridpuzzle.experiment.port.in.suguru.GeneratorStatisticsCommand;
import org.gridpuzzle.experiment.port.in.suguru.GeneratorStatisticsResult;
import org.gridpuzzle.experiment.port.in.suguru.GeneratorStatisticsUseCase;
import org.gridpuzzle.domain.grid.internal.RegionShapes;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.Difficulty;
import org.gridpuzzle.domain.suguru.GeneratedSuguru;
import org.gridpuzzle.domain.suguru.internal.SolutionCounter;
import org.gridpuzzle.domain.suguru.internal.SuguruGenerator;
import org.gridpuzzle.domain.suguru.internal.SuguruVerifier;

/** The generator, seed 0, 1, ...: timed one by one, checked outside the timed part. */
public final class GeneratorStatisticsService implements GeneratorStatisticsUseCase {

    private final ProgressPort progress;

    @Inject
    public GeneratorStatisticsService(ProgressPort progress) {
        this.progress = progress;
    }

    @Override
    public GeneratorStatisticsResult run(GeneratorStatisticsCommand c) {
        List<Long> nanos = new ArrayList<>();
        Map<Difficulty, Integer> grades = new EnumMap<>(Difficulty.class);
        long regions = 0;
        long flatRows = 0;
        long flatCols = 0;
        long givens = 0;
        for (int seed = 0; seed < c.count(); seed++) {
            progress.report("bench", "generating " + c.size() + "x" + c.size() + " seed " + seed + " of " + c.count());
            long start = System.nanoTime();
            Optional<GeneratedSuguru> made = SuguruGenerator.generate(new GenerateRequest(c.size(), c.size(),
                    c.maxRegion(), seed, false, c.grade()), Limits.none().withCancellation(c.cancelled()));
            BenchmarkCancelledException.checkpoint(c.cancelled());
            GeneratedSuguru g = made.orElseThrow();
            nanos.add(System.nanoTime() - start);
            if (!SolutionCounter.isUnique(g.puzzle()) || !SuguruVerifier.isSolution(g.puzzle(), g.solution())) {
                throw new IllegalStateException("generated puzzle (seed " + seed + ") is not unique or not solved");
            }
            grades.merge(g.difficulty(), 1, Integer::sum);
            givens += g.puzzle().givenCount();
            RegionShapes shapes = RegionShapes.of(g.puzzle().regions());
            regions += shapes.regions();
            flatRows += shapes.twoRowsHigh();
            flatCols += shapes.twoColumnsWide();
        }
        return new GeneratorStatisticsResult(c, nanos, regions, flatRows, flatCols, givens, grades);
    }
}
