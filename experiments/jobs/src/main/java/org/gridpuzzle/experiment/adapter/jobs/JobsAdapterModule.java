package org.gridpuzzle.experiment.adapter.jobs;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.experiment.port.out.experiment.LaunchJobPort;

/** Binds the job processes (the bootstrap provides the {@link JobProgram}). */
@Module
public interface JobsAdapterModule {

    @Binds
    LaunchJobPort launcher(ProcessJobLauncherAdapter adapter);
}
