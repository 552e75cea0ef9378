package org.gridpuzzle.adapter.file.suguru;

import dagger.Binds;
import dagger.Module;
import dagger.Provides;
import dagger.multibindings.IntoSet;
import org.gridpuzzle.adapter.file.PuzzleFormat;
import org.gridpuzzle.application.port.out.suguru.SuguruFilePort;

/** The Suguru formats and the file port. */
@Module
public interface SuguruFileModule {

    @Binds
    SuguruFilePort files(SuguruFileAdapter adapter);

    @Provides
    @IntoSet
    static PuzzleFormat<?> paperIn() {
        return new PaperInFormat();
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
