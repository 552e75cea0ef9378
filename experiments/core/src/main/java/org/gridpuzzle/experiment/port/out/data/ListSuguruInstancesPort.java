package org.gridpuzzle.experiment.port.out.data;

import java.nio.file.Path;
import java.util.List;

/** Every puzzle of a folder (known extensions) with its answer file ({@code K.ans} beside {@code K.in}). */
public interface ListSuguruInstancesPort {

    /** In natural order: 2.in before 10.in. */
    List<SuguruInstance> listSuguruInstances(Path folder);
}

