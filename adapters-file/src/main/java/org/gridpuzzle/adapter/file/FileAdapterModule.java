package org.gridpuzzle.adapter.file;

import dagger.Module;
import dagger.multibindings.Multibinds;
import java.util.Set;
import org.gridpuzzle.format.PuzzleFormat;

/** Binds the file formats; each puzzle family contributes its formats into the set. */
@Module
public interface FileAdapterModule {

    @Multibinds
    Set<PuzzleFormat<?>> formats();
}
