package org.gridpuzzle.bootstrap;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.benchmark.port.in.floodit.BenchmarkFloodItUseCase;
import org.gridpuzzle.benchmark.port.in.floodit.BenchmarkTwoRowUseCase;
import org.gridpuzzle.benchmark.port.in.planning.BenchmarkSnowmanUseCase;
import org.gridpuzzle.benchmark.port.in.planning.BenchmarkSokobanUseCase;
import org.gridpuzzle.benchmark.port.in.reachability.BenchmarkReachabilityUseCase;
import org.gridpuzzle.benchmark.port.in.suguru.BenchmarkSuguruUseCase;
import org.gridpuzzle.benchmark.port.in.suguru.CompareSuguruSolversUseCase;
import org.gridpuzzle.benchmark.port.in.suguru.GeneratorStatisticsUseCase;
import org.gridpuzzle.benchmark.service.floodit.BenchmarkFloodItService;
import org.gridpuzzle.benchmark.service.floodit.BenchmarkTwoRowService;
import org.gridpuzzle.benchmark.service.planning.BenchmarkSnowmanService;
import org.gridpuzzle.benchmark.service.planning.BenchmarkSokobanService;
import org.gridpuzzle.benchmark.service.reachability.BenchmarkReachabilityService;
import org.gridpuzzle.benchmark.service.suguru.BenchmarkSuguruService;
import org.gridpuzzle.benchmark.service.suguru.CompareSuguruSolversService;
import org.gridpuzzle.benchmark.service.suguru.GeneratorStatisticsService;

/** The benchmarks behind gridpuzzle bench and their services. */
@Module
interface BenchmarkModule {

    @Binds
    BenchmarkSuguruUseCase suguru(BenchmarkSuguruService service);

    @Binds
    CompareSuguruSolversUseCase suguruSolvers(CompareSuguruSolversService service);

    @Binds
    GeneratorStatisticsUseCase suguruGenerator(GeneratorStatisticsService service);

    @Binds
    BenchmarkFloodItUseCase floodit(BenchmarkFloodItService service);

    @Binds
    BenchmarkTwoRowUseCase twoRow(BenchmarkTwoRowService service);

    @Binds
    BenchmarkReachabilityUseCase reachability(BenchmarkReachabilityService service);

    @Binds
    BenchmarkSokobanUseCase sokoban(BenchmarkSokobanService service);

    @Binds
    BenchmarkSnowmanUseCase snowman(BenchmarkSnowmanService service);
}

