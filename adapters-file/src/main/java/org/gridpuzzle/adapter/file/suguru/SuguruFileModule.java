package org.gridpuzzle.adapter.file.suguru;

import dagger.Binds;
import dagger.Module;
import dagger.Provides;
import dagger.multibindings.IntoSet;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruGridPort;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruPuzzlePort;
import org.gridpuzzle.application.port.out.suguru.SaveSuguruPuzzlePort;
import org.gridpuzzle.format.PuzzleFormat;
import org.gridpuzzle.format.suguru.PaperAnsFormat;
import org.gridpuzzle.format.suguru.PaperInFormat;
import org.gridpuzzle.format.suguru.PaperInGridFormat;
import org.gridpuzzle.format.suguru.SuguruTextFormat;
import org.gridpuzzle.format.suguru.SuguruTextGridFormat;

/** The Suguru formats and file ports. */
@Module
public interface SuguruFileModule {

    @Binds
    LoadSuguruPuzzlePort puzzles(SuguruFileAdapter adapter);

    @Binds
    LoadSuguruGridPort grids(SuguruFileAdapter adapter);

    @Binds
    SaveSuguruPuzzlePort save(SuguruFileAdapter adapter);

    @Provides
    @IntoSet
    static PuzzleFormat<?> paperIn() {
        return new PaperInFormat();
    }

    @Provides
    @IntoSet
    static PuzzleFormat<?> paperInGrid() {
        return new PaperInGridFormat();
    }

    @Provides
    @IntoSet
    static PuzzleFormat<?> paperAns() {
        return new PaperAnsFormat();
    }

    @Provides
    @IntoSet
    static PuzzleFormat<?> text() {
        return new SuguruTextFormat();
    }

    @Provides
    @IntoSet
    static PuzzleFormat<?> textGrid() {
        return new SuguruTextGridFormat();
    }
}

