package org.gridpuzzle.adapter.file.planning;

import org.gridpuzzle.format.sokoban.CollectionFormat;
import org.gridpuzzle.format.sokoban.SokobanCollection;
import jakarta.inject.Inject;
import org.gridpuzzle.application.input.PuzzleSource;
import java.util.List;
import java.util.function.Supplier;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.application.port.out.planning.LoadSnowmanLevelPort;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.format.snowman.SnowmanFormat;

/**
 * Level files of the planning games through the format registry: Sokoban's collections ({@code xsb}: .xsb, .txt, .sok;
 * {@code slc}: .slc) and Snowman's {@code .lvl}, each named by the source's format or its extension. A Sokoban file
 * of any other name (standard input, a file without an extension) is read as the XSB family unless it looks like XML.
 */
public final class LevelFileAdapter implements LoadSokobanLevelsPort, LoadSnowmanLevelPort {

    private final FormatRegistry registry;

    @Inject
    public LevelFileAdapter(FormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public List<SokobanLevel> loadSokobanLevels(PuzzleSource source) {
        return sokobanLevelsOneByOne(source).stream().map(Supplier::get).toList();
    }

    /** One read and one parse of the file; each level is built (and refused, when broken) as it is asked for. */
    @Override
    public List<Supplier<SokobanLevel>> sokobanLevelsOneByOne(PuzzleSource source) {
        String text = FormatRegistry.readText(source);
        CollectionFormat format = collectionFormat(source, text);
        return FormatRegistry.parsing(source, clock -> format.oneByOne(source.name(), text, clock)).stream()
                .map(level -> (Supplier<SokobanLevel>) () -> FormatRegistry.parsing(level))
                .toList();
    }

    @Override
    public List<String> sokobanTitles(PuzzleSource source) {
        String text = FormatRegistry.readText(source);
        CollectionFormat format = collectionFormat(source, text);
        return FormatRegistry.parsing(source, clock -> format.titles(source.name(), text, clock));
    }

    /** The named format, or the one its extension picks; any other name is read as {@code lvl}, Snowman's only one. */
    @Override
    public SnowmanLevel loadSnowmanLevel(PuzzleSource source) {
        boolean picked = source.format() != null || registry.claims(SnowmanLevel.class, source.formatName());
        return registry.read(SnowmanLevel.class, source, picked ? source.format() : SnowmanFormat.NAME);
    }

    /** The collection format the source names or its extension claims; none: the XSB family, or SLC if it is XML. */
    private CollectionFormat collectionFormat(PuzzleSource source, String text) {
        if (source.format() == null && !registry.claims(SokobanCollection.class, source.formatName())) {
            return CollectionFormat.sniffed(text);
        }
        return (CollectionFormat) registry.choose(SokobanCollection.class, source.formatName(), source.format());
    }
}
