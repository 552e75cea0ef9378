package org.gridpuzzle.app;

import org.gridpuzzle.application.port.in.puzzle.ListFormatsUseCase;
import org.gridpuzzle.application.service.puzzle.ListFormatsService;
import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleUseCase;
import org.gridpuzzle.application.service.puzzle.ReadPuzzleService;

/** Reading and describing an input of any genre. */
@Module
public interface PuzzleApplicationModule {

    @Binds
    ReadPuzzleUseCase read(ReadPuzzleService service);

    @Binds
    ListFormatsUseCase formats(ListFormatsService service);
}
