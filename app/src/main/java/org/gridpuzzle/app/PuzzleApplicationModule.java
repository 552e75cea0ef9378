package org.gridpuzzle.app;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleUseCase;
import org.gridpuzzle.application.service.puzzle.ReadPuzzleService;

/** Reading and describing an input of any genre. */
@Module
public interface PuzzleApplicationModule {

    @Binds
    ReadPuzzleUseCase read(ReadPuzzleService service);
}
