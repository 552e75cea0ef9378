package org.gridpuzzle.experiment.service.experiment;

import jakarta.inject.Inject;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;
import org.gridpuzzle.experiment.port.in.experiment.ServeJobsCommand;
import org.gridpuzzle.experiment.port.in.experiment.ServeJobsUseCase;
import org.gridpuzzle.experiment.port.out.experiment.LaunchJobPort;
import org.gridpuzzle.experiment.port.out.experiment.ServeJobsPort;

/** A worker: the cluster member runs each job it is given as the local pool would, in a process of its own. */
public final class ServeJobsService implements ServeJobsUseCase {

    private final ServeJobsPort member;
    private final LaunchJobPort launcher;

    @Inject
    public ServeJobsService(ServeJobsPort member, LaunchJobPort launcher) {
        this.member = member;
        this.launcher = launcher;
    }

    @Override
    public void serve(ServeJobsCommand command) {
        ParameterOutOfRangeException.check("workers", command.slots(), 1, 1024);
        ParameterOutOfRangeException.check("port", command.access().port(), 0, 65535);
        member.serve(command.join(), command.access(), command.slots(), job -> launcher.launch(job, command.cancelled()),
                command.onStarted(), command.warnings(), command.cancelled());
    }
}
