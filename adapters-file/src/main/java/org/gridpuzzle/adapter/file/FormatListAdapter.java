package org.gridpuzzle.adapter.file;

import jakarta.inject.Inject;
import java.util.Comparator;
import java.util.List;
import org.gridpuzzle.application.port.out.format.FormatDescription;
import org.gridpuzzle.application.port.out.format.ListFormatsPort;

/** The registry's formats as the application describes them, by genre and then by name. */
public final class FormatListAdapter implements ListFormatsPort {

    private final FormatRegistry registry;

    @Inject
    public FormatListAdapter(FormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public List<FormatDescription> formats() {
        return registry.formats().stream()
                .map(f -> new FormatDescription(f.genre(), f.name(), f.extensions(), f.description()))
                .sorted(Comparator.comparing(FormatDescription::genre).thenComparing(FormatDescription::name))
                .toList();
    }
}
