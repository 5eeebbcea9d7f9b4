/**
 * Add New Product (catalogue §2) and its edit twin: the spec's sections in order, validated on
 * submit in the order of §5 (shown inline and as a toast), images uploaded as files beforehand.
 * Adding ends with 'Product added successfully' and /shop; editing stays and shows the saved state.
 */
import type { ProductDetail } from '@shop/shared';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/lib/paths';
import { TextAreaField, TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/error-message';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { useAddProduct, useUpdateProduct } from '../api';
import { MESSAGES, emptyProductValues, firstProblem, productBody, productValuesFrom, type FormMode, type ProductFormValues } from '../product-form-values';
import { useImageUploads } from '../use-image-uploads';
import { BrandField } from './brand-field';
import { CategoryFields } from './category-fields';
import { ColourField } from './colour-field';
import { ConditionField } from './condition-field';
import { FormSection } from './form-section';
import { ImageManager } from './image-manager';
import { PriceFields } from './price-fields';
import { SizesField } from './sizes-field';
import { TagsField } from './tags-field';

/** A new product started from elsewhere (consignment's "Create listing"): its first values and what follows adding it. */
export interface ProductFormPrefill {
  values: Partial<ProductFormValues>;
  images: string[];
  onAdded: (product: ProductDetail) => Promise<void>;
}

export function ProductForm({ mode, product, prefill }: { mode: FormMode; product?: ProductDetail; prefill?: ProductFormPrefill }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productValuesFrom(product) : { ...emptyProductValues(), ...prefill?.values }));
  const uploads = useImageUploads(product?.images ?? prefill?.images ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const addProduct = useAddProduct();
  const updateProduct = useUpdateProduct(product?._id ?? '');
  const busy = addProduct.isPending || updateProduct.isPending;
  // What the form held when it opened or was last saved; anything else is an unsaved change.
  const baseline = useRef({ values, urls: uploads.urls.join('\n') });
  const current = useRef({ values, urls: uploads.urls.join('\n'), uploading: uploads.uploading });
  current.current = { values, urls: uploads.urls.join('\n'), uploading: uploads.uploading };
  const isDirty = useCallback(
    () => current.current.uploading || current.current.urls !== baseline.current.urls || JSON.stringify(current.current.values) !== JSON.stringify(baseline.current.values),
    [],
  );

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => setValues((cur) => ({ ...cur, [key]: value }));
  const fail = (message: string) => {
    setProblem(message);
    toast.error(message, { toastId: message });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = firstProblem(values, mode) ?? (uploads.uploading ? MESSAGES.uploading : null);
    if (found) {
      fail(found);
      return;
    }
    setProblem(null);
    const body = productBody(values, uploads.urls);
    if (mode === 'add') {
      addProduct.mutate(body, {
        onSuccess: (added) => {
          baseline.current = current.current;
          if (prefill) {
            prefill.onAdded(added).catch((err) => fail(errorMessage(err, 'The product was added but could not be linked')));
            return;
          }
          toast.success('Product added successfully');
          void navigate(paths.shop);
        },
        onError: (err) => fail(errorMessage(err, 'Failed to add product')),
      });
    } else {
      updateProduct.mutate(body, {
        onSuccess: ({ product: saved, message }) => {
          toast.success(message);
          const fresh = productValuesFrom(saved);
          setValues(fresh);
          uploads.reset(saved.images);
          baseline.current = { values: fresh, urls: saved.images.join('\n') };
        },
        onError: (err) => fail(errorMessage(err, 'Failed to save the product')),
      });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={mode === 'add' ? 'Add New Product' : 'Edit product'}>
      <UnsavedChangesGuard isDirty={isDirty} />
      <FormSection title="Basic Information">
        <div className="grid gap-4">
          <TextField label="Product Name" required value={values.product_name} maxLength={160} onChange={(e) => set('product_name', e.target.value)} />
          <TextAreaField label="Description" value={values.description} maxLength={5000} onChange={(e) => set('description', e.target.value)} />
          <TextAreaField label="Additional Information" value={values.additionalInfo} maxLength={2000} onChange={(e) => set('additionalInfo', e.target.value)} className="[&_textarea]:min-h-20" />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="Material" value={values.material} maxLength={60} onChange={(e) => set('material', e.target.value)} />
            <TextField label="Pattern" value={values.pattern} maxLength={60} onChange={(e) => set('pattern', e.target.value)} />
            <TextField label="Fit" value={values.fit} maxLength={60} onChange={(e) => set('fit', e.target.value)} />
          </div>
        </div>
      </FormSection>

      <FormSection title="Category">
        <CategoryFields
          value={{ category_id: values.category_id, subCategory_id: values.subCategory_id, subSubCategory_id: values.subSubCategory_id }}
          onChange={(next) => setValues((cur) => ({ ...cur, ...next }))}
        />
      </FormSection>

      <FormSection title="Brand & Color">
        <div className="grid gap-4 md:grid-cols-2">
          <BrandField value={values.brand_id} onChange={(id) => set('brand_id', id)} />
          <ColourField value={values.color} onChange={(c) => set('color', c)} />
        </div>
      </FormSection>

      <FormSection title="Sizes & Quantity">
        <SizesField rows={values.sizes} onChange={(rows) => set('sizes', rows)} subCategoryId={values.subCategory_id} mode={mode} />
      </FormSection>

      <FormSection title="Tags">
        <TagsField tags={values.tags} onChange={(tags) => set('tags', tags)} />
      </FormSection>

      <FormSection title="Product Images">
        <ImageManager uploads={uploads} />
      </FormSection>

      <FormSection title="Price Information">
        <PriceFields value={{ price: values.price, estimated_price: values.estimated_price, discount_price: values.discount_price }} onChange={(next) => setValues((cur) => ({ ...cur, ...next }))} />
      </FormSection>

      <FormSection title="Product Condition">
        <ConditionField value={values.condition} onChange={(c) => set('condition', c)} />
      </FormSection>

      <div className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-paper/95 px-4 py-3 backdrop-blur sm:mx-0 sm:border sm:px-6">
        {problem ? (
          <p role="alert" data-testid="form-problem" className="mr-auto text-sm font-medium text-sale">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="btn-primary min-w-44" disabled={busy}>
          {mode === 'add' ? (busy ? 'Adding Product...' : 'Add Product') : busy ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
