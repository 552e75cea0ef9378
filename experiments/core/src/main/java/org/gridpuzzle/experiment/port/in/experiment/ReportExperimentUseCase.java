package org.gridpuzzle.experiment.port.in.experiment;

/** The report of an experiment from its database: the tables, and on request a CSV of its rows and the pictures. */
public interface ReportExperimentUseCase {

    ExperimentReport report(ReportExperimentCommand command);
}
