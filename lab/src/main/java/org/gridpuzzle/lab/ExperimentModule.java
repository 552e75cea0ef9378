package org.gridpuzzle.lab;

import dagger.Binds;
import dagger.Provides;
import java.util.List;
import org.gridpuzzle.experiment.adapter.jobs.JobProgram;
import org.gridpuzzle.experiment.port.in.experiment.ReportExperimentUseCase;
import org.gridpuzzle.experiment.port.in.experiment.RunExperimentUseCase;
import org.gridpuzzle.experiment.port.in.experiment.RunJobUseCase;
import org.gridpuzzle.experiment.port.in.experiment.ServeJobsUseCase;
import org.gridpuzzle.experiment.service.experiment.ReportExperimentService;
import org.gridpuzzle.experiment.service.experiment.RunExperimentService;
import org.gridpuzzle.experiment.service.experiment.RunJobService;
import org.gridpuzzle.experiment.service.experiment.ServeJobsService;
import dagger.Module;
import org.gridpuzzle.experiment.port.in.floodit.BenchmarkFloodItUseCase;
import org.gridpuzzle.experiment.port.in.floodit.BenchmarkTwoRowUseCase;
import org.gridpuzzle.experiment.port.in.planning.BenchmarkSnowmanUseCase;
import org.gridpuzzle.experiment.port.in.planning.BenchmarkSokobanUseCase;
import org.gridpuzzle.experiment.port.in.reachability.BenchmarkReachabilityUseCase;
import org.gridpuzzle.experiment.port.in.suguru.BenchmarkSuguruUseCase;
import org.gridpuzzle.experiment.port.in.suguru.CompareSuguruSolversUseCase;
import org.gridpuzzle.experiment.port.in.suguru.GeneratorStatisticsUseCase;
import org.gridpuzzle.experiment.service.floodit.BenchmarkFloodItService;
import org.gridpuzzle.experiment.service.floodit.BenchmarkTwoRowService;
import org.gridpuzzle.experiment.service.planning.BenchmarkSnowmanService;
import org.gridpuzzle.experiment.service.planning.BenchmarkSokobanService;
import org.gridpuzzle.experiment.service.reachability.BenchmarkReachabilityService;
import org.gridpuzzle.experiment.service.suguru.BenchmarkSuguruService;
import org.gridpuzzle.experiment.service.suguru.CompareSuguruSolversService;
import org.gridpuzzle.experiment.service.suguru.GeneratorStatisticsService;

/** The benchmarks and experiments behind gridpuzzle bench and gridpuzzle experiment: their use cases and services. */
@Module
interface ExperimentModule {

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

    /** A job's process is this program again: {@code LabMain experiment job --job JSON}. */
    @Provides
    static JobProgram jobProgram() {
        return new JobProgram(LabMain.class.getName(), List.of("experiment", "job"));
    }
}

