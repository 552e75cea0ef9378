package org.gridpuzzle.application.operation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.gridpuzzle.application.catalogue.AllOperations;
import org.gridpuzzle.application.error.ParameterOutOfRangeException;
import org.junit.jupiter.api.Test;

/** A field's default, range and served limit, and the catalogue's own consistency. */
class FieldSpecTest {

    @Test
    void a_number_is_its_default_when_absent_and_checked_naming_the_field_otherwise() {
        FieldSpec rows = FieldSpec.integer("rows", "Rows.").atLeast(1).servedUpTo(100).byDefault(12);
        assertThat(rows.number(null)).isEqualTo(12);
        assertThat(rows.check(1000)).isEqualTo(1000); // the command line takes the whole range
        assertThatThrownBy(() -> rows.checkServed(101)).isInstanceOfSatisfying(ParameterOutOfRangeException.class,
                e -> assertThat(e.max()).isEqualTo(100));
        assertThatThrownBy(() -> rows.check(0)).isInstanceOfSatisfying(ParameterOutOfRangeException.class,
                e -> assertThat(e.parameter()).isEqualTo("rows"));
        assertThat(rows.checkServed(100)).isEqualTo(100); // the served range's top is in it
    }

    @Test
    void a_spec_with_a_default_outside_its_range_or_values_is_refused_when_made() {
        assertThatThrownBy(() -> FieldSpec.integer("n", "N.").between(1, 9).byDefault(10))
                .hasMessageContaining("outside its range");
        assertThatThrownBy(() -> FieldSpec.choice("c", "C.", List.of("a", "b")).byDefault("z"))
                .hasMessageContaining("not among");
    }

    @Test
    void every_operation_is_named_once_and_every_field_once_per_operation() {
        AllOperations.byName().forEach((name, op) -> {
            assertThat(op.fields().stream().map(FieldSpec::name).distinct().count()).as(name)
                    .isEqualTo(op.fields().size());
            assertThat(op.operation()).isEqualTo(name);
        });
        assertThat(AllOperations.byName()).hasSize(22);
        assertThat(AllOperations.byCommand()).containsKey("reach").doesNotContainKey("reach/solve");
    }
}
