package org.gridpuzzle.app;

import dagger.Binds;
import dagger.Provides;
import java.util.List;
import org.gridpuzzle.benchmark.adapter.jobs.JobProgram;
import org.gridpuzzle.benchmark.port.in.experiment.ReportExperimentUseCase;
import org.gridpuzzle.benchmark.port.in.experiment.RunExperimentUseCase;
import org.gridpuzzle.benchmark.port.in.experiment.RunJobUseCase;
import org.gridpuzzle.benchmark.port.in.experiment.ServeJobsUseCase;
import org.gridpuzzle.benchmark.service.experiment.ReportExperimentService;
import org.gridpuzzle.benchmark.service.experiment.RunExperimentService;
import org.gridpuzzle.benchmark.service.experiment.RunJobService;
import org.gridpuzzle.benchmark.service.experiment.ServeJobsService;
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

    @Binds
    RunExperimentUseCase experiment(RunExperimentService service);

    @Binds
    ReportExperimentUseCase experimentReport(ReportExperimentService service);

    @Binds
    RunJobUseCase experimentJob(RunJobService service);

    @Binds
    ServeJobsUseCase experimentWorker(ServeJobsService service);

    /** A job's process is this program again: {@code Main experiment job --job JSON}. */
    @Provides
    static JobProgram jobProgram() {
        return new JobProgram(Main.class.getName(), List.of("experiment", "job"));
    }
}

