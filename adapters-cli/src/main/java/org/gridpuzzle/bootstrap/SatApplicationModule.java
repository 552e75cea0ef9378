package org.gridpuzzle.bootstrap;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.in.sat.BenchmarkReachUseCase;
import org.gridpuzzle.application.port.in.sat.ReachUseCase;
import org.gridpuzzle.application.port.in.sat.SolveCnfUseCase;
import org.gridpuzzle.application.service.sat.BenchmarkReachService;
import org.gridpuzzle.application.service.sat.ReachService;
import org.gridpuzzle.application.service.sat.SolveCnfService;

/** The SAT use cases and their services. */
@Module
interface SatApplicationModule {

    @Binds
    SolveCnfUseCase solve(SolveCnfService service);

    @Binds
    ReachUseCase reach(ReachService service);

    @Binds
    BenchmarkReachUseCase benchmark(BenchmarkReachService service);
}
