package org.gridpuzzle.app;

import org.gridpuzzle.adapter.cli.CommandTree;
import org.gridpuzzle.adapter.cli.StandbyAnswer;
import org.gridpuzzle.adapter.cli.StderrProgressAdapter;
import org.gridpuzzle.clikit.CancellationFlag;

/**
 * What {@link Main} needs from a wired command line: gridpuzzle's ({@link GridpuzzleComponent}) or the lab's, which
 * adds the measuring commands to the same tree.
 */
public interface CommandLineComponent {

    CommandTree commands();

    CancellationFlag cancellation();

    StderrProgressAdapter progress();

    StandbyAnswer standby();
}
