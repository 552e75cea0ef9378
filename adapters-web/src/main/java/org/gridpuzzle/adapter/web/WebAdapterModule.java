package org.gridpuzzle.adapter.web;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.application.port.out.ProgressPort;

/** The web adapter's bindings: progress goes to the job whose worker reports it. */
@Module
public interface WebAdapterModule {

    @Binds
    ProgressPort progress(JobProgressAdapter adapter);
}
