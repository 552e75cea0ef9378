package org.gridpuzzle.adapter.file;

import dagger.Binds;
import dagger.Module;
import dagger.multibindings.Multibinds;
import java.util.Set;
import org.gridpuzzle.application.port.out.format.ListFormatsPort;
import org.gridpuzzle.format.PuzzleFormat;

/** Binds the file formats; each puzzle family contributes its formats into the set. */
@Module
public interface FileAdapterModule {

    @Multibinds
    Set<PuzzleFormat<?>> formats();

    @Binds
    ListFormatsPort list(FormatListAdapter adapter);
}
