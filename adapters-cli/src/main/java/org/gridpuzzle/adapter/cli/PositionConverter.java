package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.domain.grid.Position;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads {@code row,col} (0-based, as printed by the solvers). */
public final class PositionConverter implements ITypeConverter<Position> {

    @Override
    public Position convert(String value) {
        String[] parts = value.split(",");
        try {
            if (parts.length == 2) {
                int r = Integer.parseInt(parts[0].trim());
                int c = Integer.parseInt(parts[1].trim());
                if (r >= 0 && c >= 0) {
                    return Position.of(r, c);
                }
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new TypeConversionException("'" + value + "' is not a cell; write row,col (0-based), e.g. 2,5");
    }
}

