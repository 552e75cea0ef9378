package org.gridpuzzle.app;

import org.gridpuzzle.lab.LabMain;
import org.junit.jupiter.api.Test;

/** In the lab, whose class path holds SQLite, Hazelcast and JFreeChart, a Suguru solve still loads none of them. */
class LabLeanCommandTest {

    @Test
    void suguru_solve_in_the_lab_loads_no_class_of_the_cluster_the_database_the_server_or_the_charts() throws Exception {
        LeanCommandTest.assertSuguruSolveIsLean(LabMain.class.getName());
    }

    /** The lab's help, listed from the classes, is the whole command line's, measuring commands included. */
    @Test
    void help_in_the_lab_lists_the_commands_as_the_whole_command_line_does() {
        HelpListingTest.assertHelpListsAsTheWholeLine(LabMain.WIRING);
    }

    /** help lists the measuring commands too, without building their database, cluster or charts. */
    @Test
    void help_in_the_lab_builds_no_service_or_adapter() throws Exception {
        LeanCommandTest.assertHelpIsLean(LabMain.class.getName(), false);
    }
}
