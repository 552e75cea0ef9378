package org.gridpuzzle.experiment.port.in.experiment;

/** A cluster worker: joins the cluster and runs the jobs coordinators give it, each in a process of its own. */
public interface ServeJobsUseCase {

    /** Returns when cancelled (Ctrl-C). */
    void serve(ServeJobsCommand command);
}
