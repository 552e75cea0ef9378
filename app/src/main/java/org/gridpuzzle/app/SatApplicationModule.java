package org.gridpuzzle.app;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.in.reachability.CheckReachabilityUseCase;
import org.gridpuzzle.application.port.in.sat.SolveCnfUseCase;
import org.gridpuzzle.application.service.reachability.CheckReachabilityService;
import org.gridpuzzle.application.service.sat.SolveCnfService;

/** The reachability and SAT use cases and their services. */
@Module
public interface SatApplicationModule {

    @Binds
    CheckReachabilityUseCase check(CheckReachabilityService service);

    @Binds
    SolveCnfUseCase solve(SolveCnfService service);
}

