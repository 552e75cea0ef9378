package org.gridpuzzle.app;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.in.floodit.BoundFloodItUseCase;
import org.gridpuzzle.application.port.in.floodit.CheckFloodItUseCase;
import org.gridpuzzle.application.port.in.floodit.GenerateFloodItUseCase;
import org.gridpuzzle.application.port.in.floodit.ReduceVertexCoverUseCase;
import org.gridpuzzle.application.port.in.floodit.SolveFloodItUseCase;
import org.gridpuzzle.application.service.floodit.BoundFloodItService;
import org.gridpuzzle.application.service.floodit.CheckFloodItService;
import org.gridpuzzle.application.service.floodit.GenerateFloodItService;
import org.gridpuzzle.application.service.floodit.ReduceVertexCoverService;
import org.gridpuzzle.application.service.floodit.SolveFloodItService;

/** The Flood-It use cases and their services. */
@Module
public interface FloodItApplicationModule {

    @Binds
    SolveFloodItUseCase solve(SolveFloodItService service);

    @Binds
    CheckFloodItUseCase check(CheckFloodItService service);

    @Binds
    BoundFloodItUseCase bound(BoundFloodItService service);

    @Binds
    GenerateFloodItUseCase generate(GenerateFloodItService service);

    @Binds
    ReduceVertexCoverUseCase reduceVertexCover(ReduceVertexCoverService service);
}

