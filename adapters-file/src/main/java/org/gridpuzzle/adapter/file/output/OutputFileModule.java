package org.gridpuzzle.adapter.file.output;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.out.output.FormatOutputPort;
import org.gridpuzzle.application.port.out.output.SaveFilePort;

/** Answers written as genre texts, and atomic file writes. */
@Module
public interface OutputFileModule {

    @Binds
    FormatOutputPort texts(OutputFileAdapter adapter);

    @Binds
    SaveFilePort files(OutputFileAdapter adapter);
}

