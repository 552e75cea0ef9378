package org.gridpuzzle.process.archfixture;

import org.gridpuzzle.application.port.out.ProgressPort;

/** Deliberately bad: the process library reaching into the application's ports. */
public class ReportingProcess {

    public void run(ProgressPort progress) {
        progress.report("process", "started");
    }
}
