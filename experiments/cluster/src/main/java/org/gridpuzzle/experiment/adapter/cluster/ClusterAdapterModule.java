package org.gridpuzzle.experiment.adapter.cluster;

import dagger.Binds;
import dagger.Module;
import org.gridpuzzle.experiment.port.out.experiment.DistributeJobsPort;
import org.gridpuzzle.experiment.port.out.experiment.ServeJobsPort;

/** Binds both sides of the cluster. */
@Module
public interface ClusterAdapterModule {

    @Binds
    DistributeJobsPort coordinator(HazelcastCoordinatorAdapter adapter);

    @Binds
    ServeJobsPort worker(HazelcastWorkerAdapter adapter);
}
