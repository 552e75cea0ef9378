package org.gridpuzzle.experiment.adapter.data.archfixture;

import java.util.Set;
import org.gridpuzzle.adapter.file.FormatRegistry;

/** Deliberately bad: a measuring adapter that reaches into a production adapter's code. */
public final class RegistryBorrowingData {

    public int formats() {
        return new FormatRegistry(Set.of()).formats().size();
    }
}
